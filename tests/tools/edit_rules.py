"""tests/tools/edit_rules.py SRC DST EDIT — copy the rules directory SRC to DST and add to
bushiroad-floor a version 1.2.6-EDIT, 1.2.6 edited the way a publisher's new version would,
recorded in DST's manifest after 1.2.6 (as `oracle add-version` does: the old version stays,
so a clause the edit deletes is one an older version has). Prints the new file's path. EDIT:
  reword-delete  reword FR.3.2.1~p2 and delete FR.3.2.1~p4 (the last paragraph of FR.3.2.1)
  insert         insert a paragraph before FR.3.2.1~p1 (its siblings become ~p2 ... ~p5)
  delete-middle  delete FR.3.2.1~p3 (the Dream Order points): ~p4 becomes ~p3
Every edit asserts the text it expects first, so that a changed document fails loudly."""
import hashlib
import json
import shutil
import sys

OLD = "bushiroad-floor/1.2.6.txt"


def edit(lines, mode):
    if mode == "reword-delete":
        assert lines[748].endswith("敗北の場合は0点の点数を得ます。"), lines[748]
        lines[748] = lines[748].replace("得ます。", "得るものとします。")
        assert lines[752].startswith("対戦時間が終了しても") and lines[753] == "", lines[752]
        del lines[752:754]
    elif mode == "insert":
        assert lines[746].startswith("1回戦目はランダム"), lines[746]
        lines[746:746] = ["スイストローは各ラウンドの開始前に参加者を告知します。", ""]
    elif mode == "delete-middle":
        assert lines[750].startswith("「ドリームオーダー」では") and lines[751] == "", lines[750]
        del lines[750:752]
    else:
        sys.exit("edit_rules: unknown edit " + mode)


def main():
    src, dst, mode = sys.argv[1:4]
    shutil.rmtree(dst, ignore_errors=True)
    shutil.copytree(src, dst)
    with open(dst + "/" + OLD, encoding="utf-8") as f:
        lines = f.read().split("\n")
    edit(lines, mode)
    label = "1.2.6-" + mode
    new = "bushiroad-floor/%s.txt" % label
    with open(dst + "/" + new, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    with open(dst + "/" + new, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    with open(dst + "/manifest.json", encoding="utf-8") as f:
        manifest = json.load(f)
    for doc in manifest["documents"]:
        if any(version["file"] == OLD for version in doc["versions"]):
            doc["versions"].append({"label": label, "label_source": "tests/tools/edit_rules.py",
                                    "file": new, "sha256": digest, "printed_version": None,
                                    "printed_dates": []})
    with open(dst + "/manifest.json", "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)
    print(dst + "/" + new)


main()
