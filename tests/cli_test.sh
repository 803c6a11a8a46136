#!/usr/bin/env bash
# tests/cli_test.sh — the command line's observable contract: exit codes, --help, the outputs
# a person or a script relies on, and the named document defects lint must report.
# Usage: ORACLE=build/oracle tests/cli_test.sh   (run from the repository root)
set -u
. "$(dirname "$0")/cli_lib.sh"

expect_exit 0 "top-level help" -- "$ORACLE" --help
expect_in "$tmp/out" "usage: oracle" "top-level help"
for cmd in docs clauses show lint check-rules repin add-version classes run merge diff; do
    expect_exit 0 "$cmd --help" -- "$ORACLE" "$cmd" --help
    expect_in "$tmp/out" "usage: oracle $cmd" "$cmd --help"
done
expect_exit 2 "no command" -- "$ORACLE"
expect_exit 2 "unknown command" -- "$ORACLE" frobnicate
expect_in "$tmp/err" 'unknown command "frobnicate"' "unknown command"

expect_exit 0 "docs" -- "$ORACLE" docs
for d in fusion-world haikyu-break nivel-arena lycee bushiroad-floor; do expect_in "$tmp/out" "$d" "docs lists $d"; done
expect_exit 0 "docs --json" -- "$ORACLE" docs --json
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert len(d)==5 and all("clauses" in x for x in d)' "$tmp/out" && ok || bad "docs --json shape"

expect_exit 0 "clauses --json" -- "$ORACLE" clauses fusion-world --json
python3 - "$tmp/out" <<'PY' && ok || bad "clauses --json: fields and counts"
import json, sys
cs = json.load(open(sys.argv[1]))
need = {"id", "parent", "title", "text", "line_start", "line_end", "hash", "refs"}
assert all(need <= set(c) for c in cs), "missing keys"
assert sum(1 for c in cs if c["numbered"]) == 779
c = next(c for c in cs if c["id"] == "8-4-6-1-2")
assert c["parent"] == "8-4-6-1" and c["line_start"] == 1088
assert c["refs"][0]["target"] == "8-4-6-1-2-1" and c["refs"][0]["resolved"] is False
PY
expect_exit 0 "clauses text" -- "$ORACLE" clauses haikyu-break
expect_in "$tmp/out" "0-2-5-2-1-1" "clauses lists the depth-6 clause"
expect_exit 2 "clauses unknown document" -- "$ORACLE" clauses no-such-doc
expect_in "$tmp/err" 'unknown document "no-such-doc"' "clauses unknown document"
expect_exit 2 "clauses without document" -- "$ORACLE" clauses
expect_exit 2 "clauses bad option" -- "$ORACLE" clauses fusion-world --bogus

expect_exit 0 "show" -- "$ORACLE" show fusion-world 14-3-2
expect_in "$tmp/out" "rules/fusion-world/1.06.txt:1444-1448" "show gives file:line"
expect_in "$tmp/out" "N が 1 以上の場合" "show prints the source lines"
expect_in "$tmp/out" "5-8-3" "show lists references"
expect_exit 0 "show back-references" -- "$ORACLE" show haikyu-break 1-1-16
expect_in "$tmp/out" "referenced by (1):" "show lists back-references"
expect_in "$tmp/out" "0-2-5-2" "show names the referring clause"
expect_exit 0 "show children" -- "$ORACLE" show fusion-world 8-4-6
expect_in "$tmp/out" "children (2):" "show lists children"
expect_exit 0 "show --json" -- "$ORACLE" show fusion-world 8-4-6 --json
python3 -c 'import json,sys; o=json.load(open(sys.argv[1])); assert o["children"]==["8-4-6-1","8-4-6-2"]' "$tmp/out" && ok || bad "show --json children"
expect_exit 2 "show unknown clause" -- "$ORACLE" show fusion-world 99-99
expect_in "$tmp/err" 'has no clause "99-99"' "show unknown clause"

expect_exit 0 "lint fusion-world" -- "$ORACLE" lint fusion-world
expect_in "$tmp/out" "1.06.txt:1088:15: error: [dangling-ref] 8-4-6-1-2 refers to 8-4-6-1-2-1" "lint: fusion-world dangling reference"
expect_in "$tmp/out" "[body-not-in-toc] 1-12" "lint: fusion-world contents missing 1-12"
expect_in "$tmp/out" "[toc-title] the contents title of 15-12" "lint: fusion-world stale contents title"
expect_exit 1 "lint --strict with findings" -- "$ORACLE" lint fusion-world --strict
expect_exit 0 "lint haikyu-break" -- "$ORACLE" lint haikyu-break
expect_in "$tmp/out" "1.03.txt:189:38: error: [stale-ref] 0-2-5-2 refers to 1-1-16 (公開と非公開) with the label \"無視する\", which is the title of 1-1-17" "lint: haikyu-break †1-1-16"
expect_in "$tmp/out" "[stale-ref] 1-4-9-2 refers to 1-1-14 (誘発条件) with the label \"待機状態\", which is the title of 1-1-15" "lint: haikyu-break †1-1-14"
expect_in "$tmp/out" "[history-unlogged-renumber] the history says 1-1-7 was added in version 1.03 in front of 1-1-8" "lint: haikyu-break unlogged renumbering"
expect_exit 0 "lint nivel-arena" -- "$ORACLE" lint nivel-arena
expect_in "$tmp/out" "[missing-parent] 6.2.3.1 implies a parent 6.2.3" "lint: nivel-arena orphan 6.2.3.1"
expect_exit 0 "lint --all --json" -- "$ORACLE" lint --all --json
python3 -c 'import json,sys; d=json.load(open(sys.argv[1]))["documents"]; assert len(d)==5 and all(isinstance(x["findings"],list) for x in d)' "$tmp/out" && ok || bad "lint --json shape"
expect_exit 0 "lint --all --summary" -- "$ORACLE" lint --all --summary
expect_in "$tmp/out" "findings by check:" "lint summary"
expect_exit 2 "lint without documents" -- "$ORACLE" lint
expect_exit 2 "lint bad option" -- "$ORACLE" lint --bogus fusion-world
expect_exit 2 "lint --all with names" -- "$ORACLE" lint --all fusion-world

expect_exit 0 "check-rules" -- "$ORACLE" check-rules
expect_in "$tmp/out" "5 document file(s) match" "check-rules"
cp -r "$RULES" "$tmp/rules"
printf 'x' >> "$tmp/rules/nivel-arena/698f7fbf.txt"
expect_exit 1 "check-rules on an altered document" -- "$ORACLE" --rules "$tmp/rules" check-rules
expect_in "$tmp/err" "nivel-arena/698f7fbf.txt: error: sha256" "check-rules names the altered file"
expect_exit 2 "opening an altered document" -- "$ORACLE" --rules "$tmp/rules" show nivel-arena 1.1
expect_in "$tmp/err" "the rules texts must be byte-identical" "an altered document is refused"
expect_exit 2 "missing rules directory" -- "$ORACLE" --rules "$tmp/nowhere" docs
expect_in "$tmp/err" "$tmp/nowhere/manifest.json" "missing manifest is named"

# Bad input files (--file parses a file with a document's scheme): one clear error each,
# naming the file and line, exit 2, never a crash.
: > "$tmp/empty.txt"
expect_exit 2 "empty file" -- "$ORACLE" clauses fusion-world --file "$tmp/empty.txt"
expect_in "$tmp/err" "$tmp/empty.txt: error: empty document: the file holds no bytes" "empty file"
printf '1. 総則\n1-1. 基本\n\x00\x01\x02' > "$tmp/binary.txt"
expect_exit 2 "binary file" -- "$ORACLE" lint fusion-world --file "$tmp/binary.txt"
expect_in "$tmp/err" "$tmp/binary.txt:3:1: error: binary file: NUL byte" "binary file"
printf '1. 総則\n1-1. caf\xe9\n' > "$tmp/latin1.txt"
expect_exit 2 "file that is not UTF-8" -- "$ORACLE" show fusion-world 1 --file "$tmp/latin1.txt"
expect_in "$tmp/err" "$tmp/latin1.txt:2:9: error: not UTF-8: invalid byte 0xE9" "file that is not UTF-8"
printf 'これは規則の文書ではありません。\n' > "$tmp/prose.txt"
expect_exit 2 "document without clauses" -- "$ORACLE" clauses nivel-arena --file "$tmp/prose.txt"
expect_in "$tmp/err" "$tmp/prose.txt: error: no clauses" "document without clauses"
{ printf '1. 総則\n'; head -c 10485760 /dev/zero | tr '\0' 'a'; printf '\n'; } > "$tmp/longline.txt"
expect_exit 2 "10 MB line" -- "$ORACLE" clauses fusion-world --file "$tmp/longline.txt"
expect_in "$tmp/err" "$tmp/longline.txt:2: error: line is 10485760 bytes long" "10 MB line"
expect_exit 2 "missing file" -- "$ORACLE" clauses fusion-world --file "$tmp/none.txt"
expect_in "$tmp/err" "$tmp/none.txt: error: cannot open: No such file or directory" "missing file"
expect_exit 2 "--file with two documents" -- "$ORACLE" lint fusion-world haikyu-break --file "$tmp/prose.txt"

# An edited version: fix the dangling reference, break another one.
sed -e 's/8-4-6-1-2-1でダメージ/8-4-6-1-1-1でダメージ/' -e 's/(5-8-3)/(5-8-9)/' "$RULES/fusion-world/1.06.txt" > "$tmp/edited.txt"
expect_exit 0 "lint an edited version" -- "$ORACLE" lint fusion-world --file "$tmp/edited.txt"
expect_in "$tmp/out" "$tmp/edited.txt:1444:59: error: [dangling-ref] 14-3-2 refers to 5-8-9" "edited version: the new dangling reference"
if grep -qF "8-4-6-1-2-1" "$tmp/out"; then bad "edited version: the fixed reference is still reported"; else ok; fi

echo "cli: $passed passed, $failed failed"
[[ $failed == 0 ]]
