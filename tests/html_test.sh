#!/usr/bin/env bash
# tests/html_test.sh REPORT_DIR|INDEX_HTML — load a run's index.html in headless Chromium and
# check the page its script draws (the DOM after JavaScript ran, from --dump-dom) against the
# results document: results.json beside index.html, else the data embedded in the page.
#
#   - the summary table (script-drawn and the <noscript> one): every figure of every document
#   - each document's clause tree: every clause, once; the chart rows per chapter and figures
#   - each failing case: its message, the diff path and the expected and observed values,
#     and the text of the clauses it declares beside it
#   - the filters, through the URL: #status=failing draws exactly the failing clauses,
#     #doc=D&chapter=C exactly the clauses of that chapter, #q=WORDS exactly the clauses whose
#     id, title or text hold every word; a permalink #doc=D&clause=ID opens that clause and its
#     ancestors and marks it
#   - each clause with clauses under it rolls up their statuses (the worst, and its badge when
#     it has no verdict of its own); a clause with more than ten cases folds the rest, failing
#     cases first
#   - each failing case in full: its file linked, its description, and each divergence marked
#     in the observed events (with the events around it) or state; case times as "1.23 ms";
#     the run's timeout as given
#   - Japanese text has glyphs: each character of a Japanese clause title, drawn in the page's
#     own font stack, differs from the box drawn for a character no font has (a missing CJK
#     font draws every one of them as that box)
#   - the page is self-contained (no link, src, url(), @import, http(s) outside the data) and
#     the embedded data holds no "</script" and equals results.json
#
# Leaves screenshot.png beside index.html (the failing clauses as drawn, for a person to look at).
# Prints one line per failed check and "html: N passed, M failed"; exit status 1 on failure.
# Needs the Debian package chromium (tools/deps.sh installs it as root, or says what to run).
set -u
arg=${1:?usage: tests/html_test.sh REPORT_DIR|INDEX_HTML}
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ -d $arg ]]; then html=$arg/index.html; else html=$arg; fi
if [[ ! -f $html ]]; then
    echo "html_test: $html: no such file" >&2
    echo "html: 0 passed, 1 failed"
    exit 1
fi
html=$(cd "$(dirname "$html")" && pwd)/$(basename "$html")
"$root/tools/deps.sh" chromium fonts-ipafont-gothic || { echo "html: 0 passed, 1 failed"; exit 1; }
chromium=${CHROMIUM:-chromium}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# dump FRAGMENT OUT: the DOM of index.html#FRAGMENT after its script ran
dump() {
    timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run \
        --user-data-dir="$tmp/profile" --dump-dom "file://$html$1" > "$2" 2> "$tmp/chromium.log"
    if [[ ! -s $2 ]]; then
        echo "html_test: chromium drew nothing for #$1; its log:" >&2
        tail -20 "$tmp/chromium.log" >&2
    fi
}

results=$(dirname "$html")/results.json
[[ -f $results ]] || results=""

# the chapter to filter by: the last chapter of the first document with clauses (URL-encoded)
chapter_hash=$(python3 - "$html" "$results" <<'EOF'
import json, re, sys, urllib.parse
raw = open(sys.argv[1], encoding="utf-8").read()
if sys.argv[2]:
    data = json.load(open(sys.argv[2], encoding="utf-8"))
else:
    m = re.search(r'<script type="application/json" id="oracle-results">(.*?)</script>', raw, re.S)
    data = json.loads(m.group(1))
cl = data.get("clauses", [])
if cl:
    doc = cl[0]["doc"]
    chapter = [c["chapter"] for c in cl if c["doc"] == doc][-1]
    q = urllib.parse.quote
    print("#doc=%s&chapter=%s" % (q(doc, safe=""), q(chapter, safe="")))
EOF
)
dump "" "$tmp/all.html"

# The glyph check: a page with the report's stylesheet draws each character of the Japanese
# titles on a canvas, and the box of U+10FFFD (a private-use character no font has) beside it.
python3 - "$html" "$tmp/glyphs.html" <<'EOF'
import json, re, sys
raw = open(sys.argv[1], encoding="utf-8").read()
css = re.search(r"<style>(.*?)</style>", raw, re.S).group(1)
m = re.search(r'<script type="application/json" id="oracle-results">(.*?)</script>', raw, re.S)
titles = [c.get("title") or "" for c in json.loads(m.group(1)).get("clauses", [])]
chars = sorted(set("".join(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", "".join(titles)))))[:40]
page = """<!DOCTYPE html><html><head><meta charset="utf-8"><style>%s</style></head><body>
<p id="out">not drawn</p><script>
var chars = %s, font = "32px " + getComputedStyle(document.body).fontFamily;
function draw(ch) {
  var c = document.createElement("canvas"); c.width = 48; c.height = 48;
  var x = c.getContext("2d"); x.font = font; x.fillStyle = "#000"; x.fillText(ch, 4, 38);
  return Array.prototype.join.call(x.getImageData(0, 0, 48, 48).data, ",");
}
var none = draw("\\u{10FFFD}"), missing = chars.filter(function (ch) { return draw(ch) === none; });
document.getElementById("out").textContent = "glyphs " + chars.length + " missing " + missing.length + " " + missing.join("");
</script></body></html>""" % (css, json.dumps(chars))
open(sys.argv[2], "w", encoding="utf-8").write(page)
EOF
timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$tmp/profile" --dump-dom "file://$tmp/glyphs.html" > "$tmp/glyphs.dom" 2>> "$tmp/chromium.log"
dump "#status=failing" "$tmp/failing.html"
has_stale=$(python3 -c 'import json,re,sys
p=sys.argv[1]
d=json.load(open(p)) if p else {}
print(1 if any(c.get("status")=="stale" for c in d.get("clauses",[])) else "")' "$results")
if [[ -n $has_stale ]]; then dump "#status=stale" "$tmp/stale.html"; else : > "$tmp/stale.html"; fi
dump "${chapter_hash:-#}" "$tmp/chapter.html"

# the search and the permalink: a word of the first Japanese title, and the deepest clause of
# the first document
read -r search_hash permalink_hash < <(python3 - "$html" "$results" <<'EOF'
import json, re, sys, urllib.parse
if sys.argv[2]:
    data = json.load(open(sys.argv[2], encoding="utf-8"))
else:
    raw = open(sys.argv[1], encoding="utf-8").read()
    data = json.loads(re.search(r'<script type="application/json" id="oracle-results">(.*?)</script>', raw, re.S).group(1))
cl = data.get("clauses", [])
q = urllib.parse.quote
titles = [c["title"] for c in cl if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", c.get("title") or "")]
word = titles[0].split()[0] if titles else (cl[0]["id"] if cl else "x")
deep = max((c for c in cl if c["doc"] == cl[0]["doc"]), key=lambda c: c.get("depth", 0)) if cl else None
print("#q=" + q(word, safe=""), "#doc=%s&clause=%s" % (q(deep["doc"], safe=""), q(deep["id"], safe="")) if deep else "#")
EOF
)
dump "$search_hash" "$tmp/search.html"
dump "$permalink_hash" "$tmp/permalink.html"
# what the page looks like, for a person: screenshot.png beside index.html (the failing clauses)
timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
    --user-data-dir="$tmp/profile" --window-size=1280,2400 --screenshot="$(dirname "$html")/screenshot.png" \
    "file://$html#status=failing" > /dev/null 2>> "$tmp/chromium.log" || echo "html_test: no screenshot" >&2

python3 - "$html" "$results" "$tmp/all.html" "$tmp/failing.html" "$tmp/chapter.html" "$chapter_hash" "$tmp/stale.html" "$tmp/glyphs.dom" \
    "$search_hash" "$tmp/search.html" "$permalink_hash" "$tmp/permalink.html" <<'EOF'
import collections, json, re, sys, urllib.parse
from html.parser import HTMLParser

html_path, results_path, all_path, failing_path, chapter_path, chapter_hash, stale_path = sys.argv[1:8]
raw = open(html_path, encoding="utf-8").read()
passed = failed = 0

def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL: " + what)

# ---- the data -------------------------------------------------------------------------------
m = re.search(r'<script type="application/json" id="oracle-results">(.*?)</script>', raw, re.S)
check(m is not None, "index.html embeds the results in <script type=application/json id=oracle-results>")
embedded = json.loads(m.group(1)) if m else {}
check("</script" not in (m.group(1) if m else "") and "<!--" not in (m.group(1) if m else ""),
      "the embedded data holds no </script and no <!--")
if results_path:
    data = json.load(open(results_path, encoding="utf-8"))
    check(embedded == data, "the embedded data equals results.json")
else:
    data = embedded
outside = raw[:m.start(1)] + raw[m.end(1):] if m else raw
bad = [p for p in (r"<link\b", r"\ssrc\s*=", r"url\(", r"@import", r"https?://") if re.search(p, outside, re.I)]
check(not bad, "index.html loads nothing from outside (found: %s)" % ", ".join(bad))

# ---- expected figures, computed here from the results document (docs/reports.md) ----------
CASE_ST = ["pass", "fail", "error", "skipped", "timeout", "crash", "xfail", "xpass"]
COLS = ["clauses", "executable", "invariant", "covered", "passing", "failing", "stale",
        "not-checkable", "unclassified", "cases"] + CASE_ST
docs = [d["doc"] for d in data.get("documents", [])]
for x in data.get("clauses", []) + data.get("cases", []):
    if x["doc"] not in docs:
        docs.append(x["doc"])
want = {d: dict.fromkeys(COLS, 0) for d in docs}
for c in data.get("clauses", []):
    n = want[c["doc"]]
    n["clauses"] += 1
    checkable = c["class"] in ("executable", "invariant")
    for k in ("executable", "invariant", "not-checkable", "unclassified"):
        n[k] += c["class"] == k
    n["covered"] += checkable and len(c.get("cases", [])) > 0
    n["passing"] += c["status"] == "passing"
    n["failing"] += c["status"] == "failing"
    n["stale"] += c["status"] == "stale"
for k in data.get("cases", []):
    want[k["doc"]]["cases"] += 1
    if k["status"] in CASE_ST:
        want[k["doc"]][k["status"]] += 1
total = {col: sum(want[d][col] for d in docs) for col in COLS}

# ---- a small DOM: elements with attributes, children and text ---------------------------------
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.kids, self.text = tag, dict(attrs), parent, [], []
    def all_text(self):
        return "".join(t if isinstance(t, str) else t.all_text() for t in self.text)
    def walk(self):
        yield self
        for k in self.kids:
            yield from k.walk()
    def find(self, pred):
        return [n for n in self.walk() if pred(n)]
    def classes(self):
        return self.attrs.get("class", "").split()

class Dom(HTMLParser):
    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {}, None)
        self.cur = self.root
        self.feed(text)
    def handle_starttag(self, tag, attrs):
        n = Node(tag, attrs, self.cur)
        self.cur.kids.append(n)
        self.cur.text.append(n)
        if tag not in VOID:
            self.cur = n
    def handle_endtag(self, tag):
        n = self.cur
        while n is not self.root and n.tag != tag:
            n = n.parent
        if n is not self.root:
            self.cur = n.parent
    def handle_data(self, d):
        self.cur.text.append(d)

def app_of(path):
    dom = Dom(open(path, encoding="utf-8").read())
    apps = dom.root.find(lambda n: n.tag == "main" and n.attrs.get("id") == "app")
    return apps[0] if apps else Node("main", {}, None)

def table_figures(table):
    got = {}
    for tr in table.find(lambda n: n.tag == "tr"):
        key = "total" if tr.attrs.get("data-total") else tr.attrs.get("data-doc")
        if key is None:
            continue
        got[key] = {td.attrs["data-col"]: td.all_text().strip()
                    for td in tr.find(lambda n: n.tag == "td" and "data-col" in n.attrs)}
    return got

def same_figures(got, expected):
    return got is not None and all(got.get(c) == str(expected[c]) for c in COLS)

# ---- the page as drawn ---------------------------------------------------------------------
app = app_of(all_path)
check(len(app.kids) > 0, "the script drew the page into <main id=app>")
tables = app.find(lambda n: n.tag == "table" and n.attrs.get("id") == "summary")
figures = table_figures(tables[0]) if tables else {}
for d in docs:
    check(same_figures(figures.get(d), want[d]),
          "summary row %s: %s, expected %s" % (d, figures.get(d), want[d]))
check(same_figures(figures.get("total"), total), "summary total: %s, expected %s" % (figures.get("total"), total))

# the <noscript> table, as written (not drawn)
ns = re.search(r"<noscript>(.*?)</noscript>", raw, re.S)
ns_tables = Dom(ns.group(1)).root.find(lambda n: n.tag == "table") if ns else []
ns_fig = table_figures(ns_tables[0]) if ns_tables else {}
check(all(same_figures(ns_fig.get(d), want[d]) for d in docs) and same_figures(ns_fig.get("total"), total),
      "the <noscript> summary table has the same figures: %s" % ns_fig)

clauses_by_doc = collections.defaultdict(list)
for c in data.get("clauses", []):
    clauses_by_doc[c["doc"]].append(c)
drawn = app.find(lambda n: n.tag == "details" and "clause" in n.classes())
for d in docs:
    ids = [n.attrs.get("data-id") for n in drawn if n.attrs.get("data-doc") == d]
    check(sorted(ids) == sorted(c["id"] for c in clauses_by_doc[d]),
          "document %s: %d clauses drawn, expected %d" % (d, len(ids), len(clauses_by_doc[d])))
    statuses = {n.attrs.get("data-id"): n.attrs.get("data-status") for n in drawn if n.attrs.get("data-doc") == d}
    check(all(statuses.get(c["id"]) == c["status"] for c in clauses_by_doc[d]),
          "document %s: every clause drawn with its status" % d)
    # the chart: one row per chapter, with the chapter's figures
    charts = app.find(lambda n: "chart" in n.classes() and n.attrs.get("data-doc") == d)
    rows = charts[0].find(lambda n: "chart-row" in n.classes()) if charts else []
    chapters = list(dict.fromkeys(c["chapter"] for c in clauses_by_doc[d]))
    ok = [r.attrs.get("data-chapter") for r in rows] == chapters
    for r in rows:
        mine = [c for c in clauses_by_doc[d] if c["chapter"] == r.attrs.get("data-chapter")
                and c["class"] in ("executable", "invariant")]
        exp = {"data-checkable": len(mine), "data-covered": sum(len(c["cases"]) > 0 for c in mine),
               "data-passing": sum(c["status"] == "passing" for c in mine),
               "data-failing": sum(c["status"] == "failing" for c in mine),
               "data-stale": sum(c["status"] == "stale" for c in mine)}
        ok = ok and all(r.attrs.get(k) == str(v) for k, v in exp.items())
    check(ok, "document %s: the chart has one row per chapter %s with its figures" % (d, chapters))

glyphs = re.search(r"glyphs (\d+) missing (\d+) ?(\S*)", open(sys.argv[8], encoding="utf-8").read())
check(glyphs is not None, "the glyph page was drawn")
if glyphs and int(glyphs.group(1)):
    check(glyphs.group(2) == "0", "Japanese glyphs: %s of %s characters have none (install a CJK font: "
          "fonts-ipafont-gothic): %s" % (glyphs.group(2), glyphs.group(1), glyphs.group(3)))

jp = [c["title"] for c in data.get("clauses", []) if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", c.get("title") or "")]
if jp:
    check(jp[0] in app.all_text(), "Japanese text drawn: %s" % jp[0])

# a clause the reference engine marks with RULE() shows where: its code locations
marked = [c for c in data.get("clauses", []) if c.get("code")]
if marked:
    c = marked[0]
    node = [n for n in drawn if n.attrs.get("data-doc") == c["doc"] and n.attrs.get("data-id") == c["id"]]
    shown = node[0].find(lambda n: "code" in n.classes()) if node else []
    check(shown and all(w in shown[0].all_text() for w in c["code"]),
          "clause %s %s: its reference-engine code %s drawn" % (c["doc"], c["id"], c["code"]))

def show(v):  # JSON.stringify(v, null, 2)
    return json.dumps(v, ensure_ascii=False, indent=2, separators=(",", ": "))

clause_text = {(c["doc"], c["id"]): c.get("text", "") for c in data.get("clauses", [])}
failing_cases = [k for k in data.get("cases", []) if k["status"] == "fail"]
for k in failing_cases:
    boxes = app.find(lambda n: "problem" in n.classes() and n.attrs.get("data-case") == k["id"])
    text = boxes[0].all_text() if boxes else ""
    want_bits = [k.get("message") or ""]
    if isinstance(k.get("diff"), dict):
        want_bits += [k["diff"].get("path", ""), show(k["diff"].get("expected")), show(k["diff"].get("observed"))]
    missing = [b for b in want_bits if b not in text]
    check(boxes and not missing, "failing case %s: message and diff shown (missing: %s)" % (k["id"], missing))
    refs = boxes[0].find(lambda n: "clause-ref" in n.classes()) if boxes else []
    beside = {r.attrs.get("data-id"): r.all_text() for r in refs}
    ok = all(cid in beside and clause_text.get((k["doc"], cid), "") in beside[cid]
             for cid in k.get("clauses", []) if (k["doc"], cid) in clause_text)
    check(ok, "failing case %s: the text of its clauses beside it" % k["id"])
for k in [k for k in data.get("cases", []) if k.get("pins", "fresh") != "fresh"]:
    items = app.find(lambda n: n.tag == "li" and n.attrs.get("data-case") == k["id"])
    shown = [i for i in items
             if i.find(lambda n: "pin-" + k["pins"] in n.classes() and n.all_text() == k["pins"])]
    check(items and len(shown) == len(items),
          "case %s: its %s pins shown beside its status (%d of %d places)" % (k["id"], k["pins"], len(shown), len(items)))
check(len(failing_cases) > 0 or not any(k["status"] in ("fail", "error", "timeout", "crash", "xpass")
                                       for k in data.get("cases", [])),
      "every failing case is shown with its diff")

# ---- the filters ---------------------------------------------------------------------------
def status_filter(path, status):
    fapp = app_of(path)
    fdrawn = fapp.find(lambda n: n.tag == "details" and "clause" in n.classes())
    n_want = sum(c["status"] == status for c in data.get("clauses", []))
    check(len(fdrawn) == n_want and all(n.attrs.get("data-status") == status for n in fdrawn),
          "#status=%s: %d clauses drawn (%s), expected the %d %s ones"
          % (status, len(fdrawn), sorted(set(n.attrs.get("data-status") for n in fdrawn)), n_want, status))
    boxes = fapp.find(lambda n: n.tag == "input" and n.attrs.get("data-filter") == "status")
    checked = [b.attrs.get("value") for b in boxes if "checked" in b.attrs]
    check(checked == [status], "#status=%s: only the %s box is ticked (%s)" % (status, status, checked))
    return fapp, fdrawn

status_filter(failing_path, "failing")
stale = [c for c in data.get("clauses", []) if c["status"] == "stale"]
if stale:
    sapp, sdrawn = status_filter(stale_path, "stale")
    for c in stale:  # each stale clause with the cases written for its old text
        node = [n for n in sdrawn if n.attrs.get("data-doc") == c["doc"] and n.attrs.get("data-id") == c["id"]]
        items = node[0].find(lambda n: n.tag == "li" and n.attrs.get("data-case")) if node else []
        check(sorted(i.attrs["data-case"] for i in items) == sorted(c["cases"] + c["stale_cases"]),
              "#status=stale: clause %s %s drawn with its stale cases" % (c["doc"], c["id"]))

if chapter_hash:
    q = dict(urllib.parse.parse_qsl(chapter_hash.lstrip("#")))
    capp = app_of(chapter_path)
    cdrawn = capp.find(lambda n: n.tag == "details" and "clause" in n.classes())
    exp = sorted(c["id"] for c in data["clauses"] if c["doc"] == q["doc"] and c["chapter"] == q["chapter"])
    got = sorted(n.attrs.get("data-id") for n in cdrawn)
    check(got == exp and all(n.attrs.get("data-doc") == q["doc"] for n in cdrawn),
          "%s: %d clauses drawn, expected %d" % (chapter_hash, len(got), len(exp)))
    secs = [s.attrs.get("data-doc") for s in capp.find(lambda n: n.tag == "section")]
    check(secs == [q["doc"]], "%s: only that document's section (%s)" % (chapter_hash, secs))

# ---- the search, the permalink ---------------------------------------------------------------
search_hash, search_path, permalink_hash, permalink_path = sys.argv[9:13]
q = urllib.parse.unquote(search_hash[len("#q="):])
def matches(c):
    hay = (c["id"] + " " + (c.get("title") or "") + " " + (c.get("text") or "")).lower()
    return all(w in hay for w in q.lower().split())
sapp = app_of(search_path)
sdrawn = sapp.find(lambda n: n.tag == "details" and "clause" in n.classes())
exp = sorted((c["doc"], c["id"]) for c in data.get("clauses", []) if matches(c))
got = sorted((n.attrs.get("data-doc"), n.attrs.get("data-id")) for n in sdrawn)
check(got == exp and exp, "#q=%s: %d clauses drawn, expected the %d whose id, title or text hold it" % (q, len(got), len(exp)))
boxes = sapp.find(lambda n: n.tag == "input" and n.attrs.get("id") == "search")
check(boxes and boxes[0].attrs.get("value") == q, "#q=%s: the search box holds the query" % q)

by_key = {(c["doc"], c["id"]): c for c in data.get("clauses", [])}
pq = dict(urllib.parse.parse_qsl(permalink_hash.lstrip("#")))
papp = app_of(permalink_path)
pnodes = {(n.attrs.get("data-doc"), n.attrs.get("data-id")): n
          for n in papp.find(lambda n: n.tag == "details" and "clause" in n.classes())}
target = pnodes.get((pq.get("doc"), pq.get("clause")))
chain, c = [], by_key.get((pq.get("doc"), pq.get("clause")))
while c and c.get("parent"):
    c = by_key.get((c["doc"], c["parent"]))
    if c:
        chain.append(c["id"])
check(target is not None and "target" in target.classes() and "open" in target.attrs
      and all("open" in pnodes[(pq["doc"], a)].attrs for a in chain if (pq["doc"], a) in pnodes)
      and all((pq["doc"], a) in pnodes for a in chain),
      "%s: the clause drawn open and marked, its %d ancestors open" % (permalink_hash, len(chain)))
links = [a for n in drawn for a in n.kids[0].find(lambda x: x.tag == "a" and "permalink" in x.classes())] if drawn else []
want_links = ["#doc=%s&clause=%s" % (urllib.parse.quote(n.attrs.get("data-doc"), safe=""), urllib.parse.quote(n.attrs.get("data-id"), safe=""))
              for n in drawn]
check(len(links) == len(drawn) and all(urllib.parse.unquote(a.attrs.get("href", "")) == urllib.parse.unquote(w)
                                         for a, w in zip(links, want_links)),
      "every clause has its permalink (%d of %d)" % (len(links), len(drawn)))

# ---- the roll-up of a clause's descendants, long case lists folded ---------------------------
ROLLUP = ["failing", "stale", "held", "skipped", "uncovered", "passing"]
kids = collections.defaultdict(list)
for c in data.get("clauses", []):
    if c.get("parent") and (c["doc"], c["parent"]) in by_key:
        kids[(c["doc"], c["parent"])].append(c)
def subtree(c):
    yield c
    for k in kids[(c["doc"], c["id"])]:
        yield from subtree(k)
bad_roll = []
for n in drawn:
    key = (n.attrs.get("data-doc"), n.attrs.get("data-id"))
    if not kids[key]:
        continue
    sts = [x["status"] for x in subtree(by_key[key])]
    worst = next((s for s in ROLLUP if s in sts), "")
    badge_text = n.kids[0].find(lambda x: "badge" in x.classes())[0].all_text()
    own = by_key[key]["status"]
    want_badge = own if own in ROLLUP else (worst or own)
    if n.attrs.get("data-rollup", "") != worst or badge_text != want_badge:
        bad_roll.append((key, n.attrs.get("data-rollup"), worst, badge_text, want_badge))
check(not bad_roll, "each clause with clauses under it rolls up their statuses (%d wrong: %s)" % (len(bad_roll), bad_roll[:3]))

bad_fold = []
for n in drawn:
    c = by_key[(n.attrs.get("data-doc"), n.attrs.get("data-id"))]
    if len(c["cases"]) <= 10:
        continue
    body = n.kids[1] if len(n.kids) > 1 else Node("div", {}, None)
    lists = [x for x in body.kids if x.tag == "div" and "case-list" in x.classes()]
    if not lists:
        bad_fold.append(c["id"]); continue
    first = [x for x in lists[0].kids[0].kids if x.tag == "li"]
    more = lists[0].find(lambda x: x.tag == "details" and "more-cases" in x.classes())
    rest = [x for x in more[0].find(lambda x: x.tag == "li" and "case" in x.classes())] if more else []
    order = [x.attrs.get("data-case") for x in first + rest]
    nfail = len(c.get("failing_cases", []))
    if (len(first) != 10 or sorted(order) != sorted(c["cases"])
            or set(order[:min(nfail, len(order))]) != set(c.get("failing_cases", [])[:len(order)])):
        bad_fold.append(c["id"])
check(not bad_fold, "clauses with more than ten cases show ten, failing first, the rest folded (wrong: %s)" % bad_fold[:5])

# ---- a failing case in full; times; the run line -----------------------------------------------
root = (data.get("run") or {}).get("root")
for k in [k for k in data.get("cases", []) if k["status"] == "fail" and isinstance(k.get("detail"), dict)]:
    boxes = app.find(lambda n: "problem" in n.classes() and n.attrs.get("data-case") == k["id"])
    full = boxes[0].find(lambda n: n.tag == "details" and "case-full" in n.classes()) if boxes else []
    text = full[0].all_text() if full else ""
    ok = bool(full) and k["detail"]["description"] in text
    first = next((d for d in k.get("divergences", []) if d.get("first")), None)
    m = re.match(r"\$\.events\[(\d+)\]", (first or {}).get("path", ""))
    if full and m:
        hits = full[0].find(lambda n: n.tag == "li" and "hit" in n.classes() and n.parent.tag == "ol"
                            and "events" in n.parent.classes())
        ok = ok and m.group(1) in [h.attrs.get("data-index") for h in hits]
    elif full and first and first.get("path", "").startswith("$.state"):
        hits = full[0].find(lambda n: "hit" in n.classes() and "line" in n.classes())
        ok = ok and any(first["path"].startswith(h.attrs.get("data-path", "")) for h in hits)
    if root and full:
        a = full[0].find(lambda n: n.tag == "a" and "case-file" in n.classes())
        ok = ok and a and urllib.parse.unquote(a[0].attrs.get("href", "")).endswith("/" + k["file"])
    check(ok, "failing case %s in full: its file, description and first divergence (%s) marked in context"
          % (k["id"], (first or {}).get("path")))
times = [n.all_text() for n in app.find(lambda n: n.tag == "span" and "ms" in n.classes())]
check(all(re.fullmatch(r"\d+(\.\d{1,2})? ms", t) for t in times), "case times to two decimals at most: %s" % times[:3])
run_line = re.search(r'<p class="run">(.*?)</p>', raw, re.S)
timeout = (data.get("run") or {}).get("timeout")
if isinstance(timeout, (int, float)):
    check(run_line and ("timeout %g s" % timeout) in run_line.group(1), "the run line gives the timeout %g s" % timeout)

print("html: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
EOF
