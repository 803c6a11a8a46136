"""Owns the synthetic cards of a haikyu-break case (docs/engines/haikyu-break.md, "Players, cards,
ids"): the keys of `setup.cards` and their defaults, the words of the tables of chapter 11, the
parameters (a number, or 「-」: the card has none, 1-3-2-1) and the card's skills, whose shape is
checked here (the kinds and the keys that go with each, 1-3-3; each instruction of an effect a
verb of the vocabulary, the words it names of the game: phases, attributes), so a malformed card
is refused at its path before any play, as an implementation must refuse it."""

from common.script import CaseError

PARAMS = ("serve", "block", "receive", "toss", "attack")
ATTRS = ("affiliation", "grade", "position")
ICONS = ("serve", "block", "draw", "receive", "toss", "attack")
KEYS = {"type", "name", "affiliation", "grade", "position", "serve", "block", "receive", "toss",
        "attack", "timing", "number", "rarity", "illustrator", "copyright", "skills"}
SKILL_KEYS = {"kind", "area", "timing", "trigger", "cost", "effect", "continuous", "replace",
              "condition", "turn1", "place", "deck_rule", "pregame", "all_zones"}
KINDS = ("permanent", "passive", "active", "event")
AREAS = ("serve", "block", "receive", "toss", "attack", "court", "hand", "under")

# 11-1-1 (table 1), 11-2-1 (table 2), 11-3-1 (table 3), as printed
AFFILIATIONS = (
    "烏野", "音駒", "MSBY ブラックジャッカル", "仙台フロッグス", "雪ヶ丘中",
    "青葉城西", "梟谷", "シュバイデン アドラーズ", "日脚自動車ライオンズ", "北川第一中",
    "常波", "生川", "立花Red falcons", "たまでんエレファント", "千鳥山中",
    "伊達工業", "森然", "Azuma Pharmacy グリーンロケッツ", "東海重工エスベランツァ", "泉館中",
    "白鳥沢", "稲荷崎", "EJP(東日本製紙)RAIJIN", "ヨツヤモーターズピリッツ", "長虫中",
    "扇南", "鷗台", "大日本電鉄ウオリアーズ", "静岡Penectジャガーズ", "西光台中",
    "角川", "井闌山", "VC神奈川", "キンイロスポーツジャンパーズ", "光仙学園中",
    "条善寺", "椿原", "DESEO ホーネッツ", "光新薬レッドラビッツ", "白鳥沢中等部",
    "和久谷南", "早流川工業", "加持ワイルド・ドッグス", "音駒中",
    "白水館", "戸美", "日本代表",
    "烏野女子", "猿坂", "アルゼンチン代表",
    "新山女子", "Asas São Paulo",
    "町内会", "Ifviga Torino")
GRADES = ("1年", "2年", "3年", "OB", "OG")
POSITIONS = ("WS", "MB", "S", "Li", "OH", "OP", "監督", "元監督", "コーチ", "マネージャー",
             "応援団長", "マスコット", "応援団")
# the words of table 3 that name no volleyball position (2-5-3)
STAFF = POSITIONS[POSITIONS.index("監督"):]
TABLES = {"affiliation": AFFILIATIONS, "grade": GRADES, "position": POSITIONS}


# the ten zones (3-1-1) and the court (3-1-2), as a ZONESPEC names them
ZONE_NAMES = ("deck", "set", "hand", "drop", "serve", "block", "receive", "toss", "attack",
              "event", "court")
KEYWORDS = ("doshatto", "one_touch", "feint", "block_out", "a_pass", "two_attack")
# "may" before "if": a "may" has a key "if" too (7-7-3)
VERBS = ("draw", "to_hand", "drop", "move", "appear", "shuffle", "param", "op", "op_set", "dp",
         "dp_set", "forbid", "negate", "grant", "gain", "unaffected", "win", "lose", "lost",
         "skip_to", "reveal", "look", "face_up", "options", "may", "if", "if_done", "if_not_done",
         "once", "delayed", "require", "use") + KEYWORDS

TRIGGER_ONS = ("appear", "phase-start", "phase-end", "turn-start", "turn-end", "set-start", "draw",
               "move", "lost", "covered", "face-up", "shuffle", "play")
TRIGGER_KEYS = {"on", "of", "phase", "whose", "who", "from", "to", "filter"}
PHASE_NAMES = ("serve", "start", "block", "draw", "receive", "toss", "attack", "end")
# the phases a skip goes to (8-6): those the rules' skips name, 9-3's draw phase and 9-8's end
SKIP_TO = ("draw", "end")


def check_trigger(what, t):
    """A passive's `trigger` or a delayed effect's (docs/engines/haikyu-break.md, "Triggers"):
    `whose` is your/opponent/any, `who` you/opponent/any; `phase` with the phase triggers only."""
    if not isinstance(t, dict) or set(t) - TRIGGER_KEYS or t.get("on") not in TRIGGER_ONS:
        raise CaseError("%s: trigger %r" % (what, t))
    if t.get("whose", "any") not in ("your", "opponent", "any") or \
            t.get("who", "any") not in ("you", "opponent", "any"):
        raise CaseError("%s: trigger %r: whose is your/opponent/any, who you/opponent/any"
                        % (what, t))
    if (t["on"] in ("phase-start", "phase-end")) != ("phase" in t) or \
            ("phase" in t and t["phase"] not in PHASE_NAMES):
        raise CaseError("%s: trigger %r: phase goes with phase-start and phase-end" % (what, t))
    if "of" in t and t["on"] not in ("appear", "move"):
        raise CaseError("%s: trigger %r: of goes with appear and move" % (what, t))


def _check_words(path, v):
    """The words nested in an instruction: a zone, a condition's phase, a filter's attributes (`lacks`
    and `other` a word each, `exactly` a list of words), an attribute gained (one, a word)."""
    if isinstance(v, list):
        for i, w in enumerate(v):
            _check_words("%s[%d]" % (path, i), w)
        return
    if not isinstance(v, dict):
        return
    if isinstance(v.get("zone"), str) and v["zone"] not in ZONE_NAMES:
        raise CaseError("%s: zone %r" % (path, v["zone"]), path + ".zone")
    if set(v) == {"phase"} and v["phase"] not in PHASE_NAMES:
        raise CaseError("%s: phase %r" % (path, v["phase"]), path + ".phase")
    for k in ("lacks", "other", "exactly"):
        attrs = v.get(k)
        if not isinstance(attrs, dict):
            continue
        for a, words in attrs.items():
            good = a in ATTRS and (isinstance(words, str) if k != "exactly" else
                                   isinstance(words, list) and
                                   all(isinstance(w, str) for w in words))
            if not good:
                raise CaseError("%s.%s: %s %r" % (path, k, a, words), "%s.%s" % (path, k))
    gain = v.get("gain")
    if gain is not None and not (isinstance(gain, dict) and len(gain) == 1 and
                                 set(gain) <= set(ATTRS) and
                                 all(isinstance(w, str) for w in gain.values())):
        raise CaseError("%s.gain: %r" % (path, gain), path + ".gain")
    for k, w in v.items():
        _check_words("%s.%s" % (path, k), w)


def _check_effect(path, effect):
    """Each instruction a verb of the vocabulary, the words in it of the game."""
    for i, ins in enumerate(effect):
        p = "%s[%d]" % (path, i)
        if not isinstance(ins, dict) or not any(v in ins for v in VERBS):
            raise CaseError("no known instruction: %r" % (ins,), p)
        if "skip_to" in ins and ins["skip_to"] not in SKIP_TO:
            raise CaseError("%s.skip_to: %r (expected one of %s)" % (p, ins["skip_to"], SKIP_TO),
                            p + ".skip_to")
        _check_words(p, ins)


def _check_skill(cid, i, s, event_card):
    what = "card %s skill %d" % (cid, i)
    if not isinstance(s, dict) or set(s) - SKILL_KEYS or s.get("kind") not in KINDS:
        raise CaseError("%s: %r" % (what, s))
    kind = s["kind"]
    if event_card != (kind == "event"):
        raise CaseError("%s: event skills are an event card's (1-3-3-4-1)" % what)
    allowed = {"kind", "condition", "area"}
    allowed |= {"permanent": {"continuous", "replace", "deck_rule", "pregame", "all_zones"},
                "passive": {"trigger", "effect"},
                "active": {"timing", "cost", "effect", "turn1"},
                "event": {"cost", "effect", "turn1", "place"}}[kind]
    if kind == "event":
        allowed.discard("area")
    if set(s) - allowed:
        raise CaseError("%s: %s do not go with a %s skill" % (what, sorted(set(s) - allowed), kind))
    if "area" in s and s["area"] not in AREAS:
        raise CaseError("%s: area %r" % (what, s["area"]))
    if kind == "passive":
        check_trigger(what, s.get("trigger"))
    if kind != "permanent" and not isinstance(s.get("effect"), list):
        raise CaseError("%s: effect required" % what)
    if "effect" in s:
        _check_effect("$.setup.cards.%s.skills[%d].effect" % (cid, i), s["effect"])
    if kind == "active" and any(t not in ICONS for t in s.get("timing", [])):
        raise CaseError("%s: timing %r" % (what, s.get("timing")))
    return dict(s)


class Card:
    """A card's printed information."""

    def __init__(self, cid, spec):
        if not isinstance(spec, dict) or set(spec) - KEYS:
            raise CaseError("card %s: %r" % (cid, spec))
        self.id = cid
        self.type = spec.get("type", "character")
        if self.type not in ("character", "event"):
            raise CaseError("card %s: type %r" % (cid, self.type))
        self.name = spec.get("name", cid)
        self.attrs = {}
        for a in ATTRS:
            words = spec.get(a, [])
            if not isinstance(words, list) or any(w not in TABLES[a] for w in words):
                raise CaseError("card %s: %s %r is not of the table (11-x-1)" % (cid, a, words))
            self.attrs[a] = list(words)
        self.params = {}
        for p in PARAMS:
            v = spec.get(p, 0)
            if self.type == "event" and p in spec:
                raise CaseError("card %s: an event card has no %s point" % (cid, p))
            if v == "-":
                v = None
            elif not isinstance(v, int) or isinstance(v, bool):
                raise CaseError("card %s: %s %r" % (cid, p, v))
            self.params[p] = v
        self.timing = list(spec.get("timing", []))
        if self.timing and self.type != "event":
            raise CaseError("card %s: play-timing icons are an event card's" % cid)
        if any(t not in ICONS for t in self.timing):
            raise CaseError("card %s: timing %r" % (cid, self.timing))
        self.meaningless = [k for k in ("rarity", "illustrator", "copyright") if k in spec]
        skills = spec.get("skills", [])
        if not isinstance(skills, list):
            raise CaseError("card %s: skills %r" % (cid, skills))
        self.skills = [_check_skill(cid, i, s, self.type == "event") for i, s in enumerate(skills)]
