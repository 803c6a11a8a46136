"""tests/tools/new_version.py DOC SRC DST — write DST, a synthetic new version of rules document
DOC made from SRC (its current version) the way a publisher's next version would change it:
a number changed, a clause reworded, a clause inserted in front of its siblings (they are
renumbered), a clause removed, the printed version and date moved on. Used by
tests/version_test.sh; every edit asserts the text it replaces, so that a changed document
fails loudly here rather than deep in the test.

  fusion-world     15-6-2-2 【トリプルストライク】 N 3 → 4; 14-3-2 reworded (「行動で」 →
                   「行動によって」); a new 14-2-2-1 (a player without a leader loses) before the
                   life and deck clauses, now 14-2-2-2 and 14-2-2-3; 2-6-2 removed; ver.1.07
  bushiroad-floor  PG.2~h2~p2 「2回以上「警告」」 → 「3回以上」; FR.3.2.3~p2 reworded (its
                   typo 「満たしために」 fixed: 「満たしたために」); a paragraph inserted before
                   FR.3.2.1~p1 (~p1…~p4 become ~p2…~p5); FR.4.7~p4 removed; ver.1.2.7 in the
                   history
"""
import sys


def replace_once(text, old, new):
    if text.count(old) != 1:
        sys.exit("new_version: %r occurs %d times (expected once)" % (old, text.count(old)))
    return text.replace(old, new)


EDITS = {
    "fusion-world": [
        ("15-6-2-2. 【トリプルストライク】は N が 3 の【ストライク】です。",
         "15-6-2-2. 【トリプルストライク】は N が 4 の【ストライク】です。"),
        ("14-3-2. 何らかの行動でプレイヤーにダメージを与えた場合",
         "14-3-2. 何らかの行動によってプレイヤーにダメージを与えた場合"),
        ("14-2-2-2. いずれかのプレイヤーのデッキのカードが 0 枚の場合",
         "14-2-2-3. いずれかのプレイヤーのデッキのカードが 0 枚の場合"),
        ("14-2-2-1. いずれかのプレイヤーのライフエリアのカードが 0 枚の場合",
         "14-2-2-1. いずれかのプレイヤーのリーダーエリアのカードが 0 枚の場合、そのプレイヤーはゲーム"
         "の敗北条件を満たしています。\n\n"
         "14-2-2-2. いずれかのプレイヤーのライフエリアのカードが 0 枚の場合"),
        ("2-6-2. パワーは効果などにより加減された場合、マイナスの数値になります。\n\n", ""),
        ("ver.1.06\n", "ver.1.07\n"),
        ("最終更新日: 03/13/2026", "最終更新日: 06/01/2026"),
        ("- 16-2-7～16-2-7-1 修正(新 16-2-6)・項目番号変更",
         "- 16-2-7～16-2-7-1 修正(新 16-2-6)・項目番号変更\n\n"
         "2026/06/01 ver. 1.07 適用\n\n"
         "- 2-6-2 削除\n- 14-2-2-1 追加\n- 14-3-2 修正\n- 15-6-2-2 修正"),
    ],
    "bushiroad-floor": [
        ("同じ大会中に2回以上「警告」の罰則を受けた場合", "同じ大会中に3回以上「警告」の罰則を受けた場合"),
        ("すべてのファイターが同時に敗北条件を満たしために", "すべてのファイターが同時に敗北条件を満たしたために"),
        ("\n1回戦目はランダムな方法でマッチングを行い、2回戦目以降は獲得点数",
         "\nスイストローは各ラウンドの開始前に参加者を告知します。\n\n"
         "1回戦目はランダムな方法でマッチングを行い、2回戦目以降は獲得点数"),
        ("何らかの理由で同じファイターが続けてターンを行う場合、経過ターン数のカウントは行われません。",
         None),
        ("2024年9月17日 ver.1.2.6 改訂\n", "2024年9月17日 ver.1.2.6 改訂\n\n2025年3月3日 ver.1.2.7 改訂\n"),
    ],
}


def remove_paragraph(text, start):
    """The text without the paragraph (up to its blank line) that begins with `start`."""
    at = text.find("\n" + start)
    if at < 0 or text.count("\n" + start) != 1:
        sys.exit("new_version: no single paragraph starting %r" % start)
    end = text.index("\n\n", at + 1)
    return text[:at] + text[end:]


def main():
    doc, src, dst = sys.argv[1:4]
    if doc not in EDITS:
        sys.exit("new_version: no synthetic version of %s" % doc)
    with open(src, encoding="utf-8") as f:
        text = f.read()
    for old, new in EDITS[doc]:
        text = remove_paragraph(text, old) if new is None else replace_once(text, old, new)
    with open(dst, "w", encoding="utf-8") as f:
        f.write(text)


main()
