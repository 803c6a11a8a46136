#!/usr/bin/env bash
# tests/diff_test.sh — `oracle diff`'s observable contract: exit status 0 when nothing normative
# changed (the round trip, layout only, a note added), 1 when something did, 2 for bad usage or
# unreadable input (with FILE:LINE:COL); the report a person reads; --json's shape.
# Usage: ORACLE=build/oracle tests/diff_test.sh   (run from the repository root)
set -u
. "$(dirname "$0")/cli_lib.sh"
expect_not_in() {
    if grep -qF -- "$2" "$1"; then bad "$3: \"$2\" in $(basename "$1")"; else ok; fi
}
# edit SRC DST OLD NEW [OLD NEW ...]: each OLD must occur exactly once
edit() {
    python3 - "$@" <<'PY'
import sys
src, dst, pairs = sys.argv[1], sys.argv[2], sys.argv[3:]
t = open(src, encoding="utf-8").read()
for old, new in zip(pairs[::2], pairs[1::2]):
    old, new = old.replace("\\n", "\n").replace("\\t", "\t"), new.replace("\\n", "\n").replace("\\t", "\t")
    if t.count(old) != 1:
        sys.exit(f"edit: {old!r} occurs {t.count(old)} times")
    t = t.replace(old, new)
open(dst, "w", encoding="utf-8").write(t)
PY
}

FW=$RULES/fusion-world/1.06.txt

# ---- usage and input errors: exit 2 ----
expect_exit 0 "diff --help" -- "$ORACLE" diff --help
expect_in "$tmp/out" "usage: oracle diff DOC OLD NEW" "diff --help"
expect_exit 2 "diff without arguments" -- "$ORACLE" diff
expect_in "$tmp/err" "usage: oracle diff" "diff without arguments"
expect_exit 2 "diff with one version" -- "$ORACLE" diff fusion-world 1.06
expect_exit 2 "diff with four arguments" -- "$ORACLE" diff fusion-world 1.06 1.06 1.06
expect_exit 2 "diff unknown option" -- "$ORACLE" diff fusion-world 1.06 1.06 --bogus
expect_exit 2 "diff --context not a number" -- "$ORACLE" diff fusion-world 1.06 1.06 --context x
expect_exit 2 "diff unknown document" -- "$ORACLE" diff no-such-doc 1.06 1.06
expect_in "$tmp/err" 'unknown document "no-such-doc"' "diff unknown document"
expect_exit 2 "diff unknown version" -- "$ORACLE" diff fusion-world 1.06 1.07
expect_in "$tmp/err" '"1.07" is neither a version of fusion-world (1.06) nor a file' "diff unknown version"
printf '1-1. ok\n\n1-2. \xff\xfe broken\n' > "$tmp/bad-utf8.txt"
expect_exit 2 "diff invalid UTF-8" -- "$ORACLE" diff fusion-world 1.06 "$tmp/bad-utf8.txt"
expect_in "$tmp/err" "$tmp/bad-utf8.txt:3:" "diff invalid UTF-8 names file:line:col"
expect_exit 2 "diff unreadable file" -- "$ORACLE" diff fusion-world "$tmp" 1.06
expect_in "$tmp/err" "$tmp" "diff unreadable file names it"

# ---- nothing normative changed: exit 0 ----
for d in fusion-world haikyu-break nivel-arena lycee bushiroad-floor; do
    label=$("$ORACLE" docs --json | python3 -c 'import json,sys; print(next(x["version"] for x in json.load(sys.stdin) if x["slug"]==sys.argv[1]))' "$d")
    expect_exit 0 "$d against itself" -- "$ORACLE" diff "$d" "$label" "$label"
    expect_in "$tmp/out" "0 layout-only, 0 changed, 0 renumbered, 0 removed, 0 added" "$d round trip"
done
expect_exit 0 "label against the same file" -- "$ORACLE" diff fusion-world 1.06 "$FW"
expect_in "$tmp/out" "784 unchanged" "label against the same file"

edit "$FW" "$tmp/layout.txt" \
    "ダメージを与えた場合、ダメージを受けたプレイヤーは以下" "ダメージを与えた場合、ダメージを受け\nたプレイヤーは以下" \
    "手札から1枚までをエナジーエリアに置きます。" "手札から１枚までをエナジーエリアに置きます。" \
    "7-2-13. メインフェイズに進みます。" "7-2-13. **メインフェイズ**に進みます。"
expect_exit 0 "layout only" -- "$ORACLE" diff fusion-world 1.06 "$tmp/layout.txt"
expect_in "$tmp/out" "781 unchanged, 3 layout-only, 0 changed" "layout only: counts"
expect_in "$tmp/out" "layout     14-3-2  1.06.txt:1444 → layout.txt:1444  (line breaks)" "layout: re-wrap"
expect_in "$tmp/out" "layout     7-2-11  1.06.txt:935 → layout.txt:935  (character width)" "layout: width"
expect_in "$tmp/out" "layout     7-2-13  1.06.txt:939 → layout.txt:939  (bold)" "layout: bold"

LY=$RULES/lycee/52adaae4.txt
edit "$LY" "$tmp/notes.txt" " 3.1に戻ります。\n" " 3.1に戻ります。\n\n[NOTES]\n 手札調整で破棄するカードは、手札の持ち主が選びます。\n"
expect_exit 0 "a note added is not normative" -- "$ORACLE" diff lycee 52adaae4 "$tmp/notes.txt"
expect_in "$tmp/out" "added      0523/手札調整~n1  note (non-normative)  notes.txt:1070  手札調整で破棄するカードは、手札の持ち主が選びます。" "note added"

# ---- normative changes: exit 1 ----
edit "$FW" "$tmp/reword.txt" "ターンプレイヤーがデッキからカードを1枚引きます。" "ターンプレイヤーがデッキからカードを2枚引きます。"
expect_exit 1 "a reworded clause" -- "$ORACLE" diff fusion-world 1.06 "$tmp/reword.txt"
expect_in "$tmp/out" "changed    7-2-9  rule  1.06.txt:931 → reword.txt:931  (similarity 0.96)" "reword: entry"
expect_in "$tmp/out" "text: ターンプレイヤーがデッキからカードを[-1-]{+2+}枚引きます。" "reword: character diff"
expect_not_in "$tmp/out" $'\033[' "no colour when stdout is not a terminal"
expect_exit 1 "--color" -- "$ORACLE" diff fusion-world 1.06 "$tmp/reword.txt" --color
expect_in "$tmp/out" $'\033[31m[-1-]\033[0m' "--color"
expect_exit 1 "--context 3" -- "$ORACLE" diff fusion-world 1.06 "$tmp/reword.txt" --context 3
expect_in "$tmp/out" "text: …ードを[-1-]{+2+}枚引き…" "--context 3 cuts the context"
expect_exit 1 "reverse direction" -- "$ORACLE" diff fusion-world "$tmp/reword.txt" 1.06
expect_in "$tmp/out" "[-2-]{+1+}" "reverse direction"

# haikyu-break 1.02 rebuilt: 1-1-7 デッキ removed and 1-1-8…1-1-18 numbered one lower
python3 - "$RULES/haikyu-break/1.03.txt" "$tmp/hb-1.02.txt" <<'PY'
import re, sys
t = open(sys.argv[1], encoding="utf-8").read()
a = t.index("\n1-1-7. デッキ\n"); b = t.index("\n1-1-8. ", a)
t = t[:a] + t[b:]
t = re.sub(r"(?m)^1-1-(\d+)\.", lambda m: "1-1-%d." % (int(m.group(1)) - (int(m.group(1)) >= 8)), t)
open(sys.argv[2], "w", encoding="utf-8").write(t)
PY
expect_exit 1 "an inserted clause renumbers its siblings" -- "$ORACLE" diff haikyu-break "$tmp/hb-1.02.txt" 1.03
expect_in "$tmp/out" "556 unchanged, 0 layout-only, 0 changed, 11 renumbered, 0 removed, 1 added" "insertion: counts"
expect_in "$tmp/out" "added      1-1-7  rule  1.03.txt:307  デッキ" "insertion: added"
expect_in "$tmp/out" "renumbered 1-1-7 … 1-1-17 → 1-1-8 … 1-1-18  (11 clauses, text unchanged)" "insertion: run"
expect_in "$tmp/out" "no-new-entry     normative changes, but the history gained no entry" "history: the 1.03 line is in both versions"
# the same with the 1.03 history line removed from the old version: the history is checked
python3 - "$tmp/hb-1.02.txt" "$tmp/hb-1.02h.txt" <<'PY'
import sys
t = open(sys.argv[1], encoding="utf-8").read()
open(sys.argv[2], "w", encoding="utf-8").write(t[:t.index("\n2026/02/12 ver.1.03") + 1])
PY
expect_exit 1 "history checked against the diff" -- "$ORACLE" diff haikyu-break "$tmp/hb-1.02h.txt" 1.03
expect_in "$tmp/out" "history: 7 new entries in 1.03.txt (6 naming clauses), 16 findings" "history: summary"
expect_in "$tmp/out" "entry-unchanged  1.03.txt:2327  ver.1.03 added 7-9  回数に関する表記を追加。: the diff shows no change there" "history: unconfirmed entry"
expect_in "$tmp/out" "change-unlogged  renumbered 1-1-7 … 1-1-17 → 1-1-8 … 1-1-18  (11 clauses)" "history: unlogged renumbering"
expect_not_in "$tmp/out" "added 1-1-7" "history: the 1-1-7 entry is confirmed"
expect_exit 1 "--all lists each" -- "$ORACLE" diff haikyu-break "$tmp/hb-1.02.txt" 1.03 --all
expect_in "$tmp/out" "renumbered 1-1-16 → 1-1-17  rule  hb-1.02.txt:345 → 1.03.txt:349  (text unchanged)" "--all: one renumbering"
expect_in "$tmp/out" "unchanged  1-1-6" "--all: unchanged listed"

# ---- --json ----
expect_exit 1 "--json" -- "$ORACLE" diff haikyu-break "$tmp/hb-1.02.txt" 1.03 --json
python3 - "$tmp/out" <<'PY' && ok || bad "--json: shape and content"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["doc"] == "haikyu-break"
assert d["old"]["version"] is None and d["new"]["version"] == "1.03"
assert d["old"]["clauses"] == 567 and d["new"]["clauses"] == 568
assert d["counts"] == {"unchanged": 556, "layout": 0, "changed": 0, "renumbered": 11, "removed": 0, "added": 1}
assert d["normative_changes"] == 12
assert len(d["entries"]) == 568
ren = {e["old"]["id"]: e["new"]["id"] for e in d["entries"] if e["status"] == "renumbered"}
assert ren == {"1-1-%d" % n: "1-1-%d" % (n + 1) for n in range(7, 18)}, ren
e = next(e for e in d["entries"] if e["status"] == "added")
assert e["old"] is None and e["new"]["id"] == "1-1-7" and e["new"]["line_start"] == 307 and e["normative"]
assert all(e["same_text"] and e["similarity"] == 1 for e in d["entries"] if e["status"] == "renumbered")
assert d["history"] == {"new_entries": 0, "naming_entries": 0, "findings": [{"check": "no-new-entry"}]}, d["history"]
PY
expect_exit 1 "--json of a rewording" -- "$ORACLE" diff fusion-world 1.06 "$tmp/reword.txt" --json
python3 - "$tmp/out" <<'PY' && ok || bad "--json: the character diff rebuilds both texts"
import json, sys
d = json.load(open(sys.argv[1]))
e = next(e for e in d["entries"] if e["status"] == "changed")
assert e["old"]["id"] == e["new"]["id"] == "7-2-9" and not e["same_text"]
runs = e["text_diff"]
old = "".join(t for op, t in runs if op in "=-"); new = "".join(t for op, t in runs if op in "=+")
assert old == "ターンプレイヤーがデッキからカードを1枚引きます。", old
assert new == "ターンプレイヤーがデッキからカードを2枚引きます。", new
assert runs == [["=", "ターンプレイヤーがデッキからカードを"], ["-", "1"], ["+", "2"], ["=", "枚引きます。"]]
assert "title_diff" not in e
PY
expect_exit 0 "--json round trip" -- "$ORACLE" diff lycee 52adaae4 52adaae4 --json
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["counts"]["unchanged"]==909 and d["normative_changes"]==0 and all(e["status"]=="unchanged" for e in d["entries"])' "$tmp/out" && ok || bad "--json round trip"

echo "diff: $passed passed, $failed failed"
[[ $failed == 0 ]]
