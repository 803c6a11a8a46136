"""Owns what a card is now in the model: the effects of a duration given to it (the records of
1580's modifications and information), its values (0222 bounds, 0910 accumulation with the
continuous effects of 0903 and teams of 0225, LY-MOD-ORDER, LY-CLAMP, LY-DIVIDE), attributes
(0212~r1), abilities and basic abilities now (printed, gained, lost: 1580), 登場ターン制限 with
【アグレッシブ】, prohibitions (1500/否定の優先), and the limits of uses (0901, 0902, 0904, 1200,
1201; LY-ONCE-UNIT, LY-NUMBER-LETTERS)."""

from .cards import ATTRS, MOVES, STATS, Ability, Basic, number_key

STAT_INDEX = {s: i for i, s in enumerate(STATS)}


class Values:
    def init_values(self):
        self.effects = []
        self.gained = []          # [(json, Ability or Basic)]
        self.giver = {}           # index in gained: the card whose effect gave it (1200~r1)
        self.used_turn = set()
        self.game_used = {"P1": [], "P2": []}
        self.trump = set()
        self.cont_depth = 0

    # --- effect records --------------------------------------------------------------------------
    def give(self, kind, value, card, master, until):
        self.effects.append({"kind": kind, "value": value, "card": card, "inc": self.st[card]["inc"],
                             "master": master, "until": until, "stamp": self.tick(),
                             "ended": False})

    def applying(self, card):
        inc = self.st[card]["inc"]
        return [e for e in self.effects if not e["ended"] and e["card"] == card and e["inc"] == inc]

    def has_info(self, card, kind, value=0):
        return any(e["kind"] == kind and e["value"] == value for e in self.applying(card))

    def end_effects(self, until):
        if any(not e["ended"] and e["until"] == until and e["kind"].split(":")[0] in ("add", "set", "div", "swap")
               and e["inc"] == self.st[e["card"]]["inc"] for e in self.effects):
            self.rule("0910/消失")
        for e in self.effects:
            if e["until"] == until:
                e["ended"] = True

    def gained_of(self, raw, basic, giver=None):
        for j, p in self.gained:
            if j is raw:
                return p
        p = Basic(raw, "gained") if basic else Ability(raw, "gained", "character")
        self.giver[len(self.gained)] = giver
        self.gained.append((raw, p))
        return p

    def gained_index(self, raw, basic, giver=None):
        self.gained_of(raw, basic, giver)
        for i, (j, _) in enumerate(self.gained):
            if j is raw:
                return i

    # --- abilities now --------------------------------------------------------------------------------
    def ability_at(self, card, k):
        """The card's special ability k now (printed first, then gained) and its ref; (None, ref)."""
        printed = self.card(card).abilities
        if k < 0:
            return None, (card, "ability", k)
        if k < len(printed):
            ref = (card, "ability", k)
            if self.has_info(card, "lose_ability", k):
                self.rule("1580:特殊能力を失う")
                return None, ref
            return printed[k], ref
        j = k - len(printed)
        for e in self.applying(card):
            if e["kind"] == "gain":
                if j == 0:
                    self.rule("1580:特殊能力を得る")
                    return self.gained[e["value"]][1], (card, "gained", e["value"])
                j -= 1
        return None, (card, "ability", k)

    def ability_count(self, card):
        return len(self.card(card).abilities) + sum(1 for e in self.applying(card) if e["kind"] == "gain")

    def ref_ability(self, ref):
        c, kind, k = ref
        if kind == "gained":
            return self.gained[k][1]
        if kind == "ability" and 0 <= k < len(self.card(c).abilities):
            return self.card(c).abilities[k]
        return None

    def ref_basic(self, ref):
        c, kind, k = ref
        if kind == "gained_basic":
            return self.gained[k][1]
        if kind == "basic" and 0 <= k < len(self.card(c).basics):
            return self.card(c).basics[k]
        return None

    def basics(self, card):
        """[(Basic, ref)] the card has now (1580:基本能力を得る / 失う; continuous grants)."""
        lost = {e["value"] for e in self.applying(card) if e["kind"] == "lose_basic"}
        if lost:
            self.rule("1580:基本能力を失う")
        out = [(b, (card, "basic", i)) for i, b in enumerate(self.card(card).basics)
               if b.name not in lost]
        for e in self.applying(card):
            if e["kind"] == "gain_basic" and self.gained[e["value"]][1].name not in lost:
                self.rule("1580:基本能力を得る")
                out.append((self.gained[e["value"]][1], (card, "gained_basic", e["value"])))
        if self.on_field(card):
            for src, entry, stamp in self.continuous():
                raw = entry.get("gain_basic")
                if raw is not None and self.entry_targets(src, entry, card):
                    i = self.gained_index(raw, True, src)
                    if self.gained[i][1].name not in lost:
                        self.rule("0903/宣言型効果・誘発型効果の付与")
                        out.append((self.gained[i][1], (card, "gained_basic", i)))
        return out

    def basic_count(self, card, name):
        return sum(1 for b, _ in self.basics(card) if b.name == name)

    # --- continuous effects (0903) -----------------------------------------------------------------
    def this_of(self, card):
        """「このキャラ」: the card, an item's character, the character on an area's field."""
        if card is None:
            return None
        c = self.card(card)
        if c.type == "item" and self.st[card]["role"] == "item":
            return self.host_of(card)
        if c.type == "area":
            self.rule("0250/エリアカードの効果/例外~n2")
            f = self.field_of(card)
            return self.char_at(*f) if f else None
        return card

    def continuous_active(self, source, a):
        c = self.card(source)
        w = self.where.get(source)
        if a.zone != "field":
            there = w and w[0] != "under" and w[1] == a.zone
            if there:
                if c.type == "area":
                    self.rule("0250/効果/例外", "0250/エリアカードの効果/例外")
                else:
                    self.rule("0240/効果/例外")
        elif c.type == "item":
            there = self.st[source]["role"] == "item"
        elif c.type == "area":
            self.rule("0250/エリアカードの効果/例外~n3")
            there = self.field_of(source) is not None
        else:
            there = self.on_field(source)
        if not there:
            return False
        if self.has_info(source, "disable"):
            self.rule("0903/常時型効果の消失")
            return False
        return True

    def continuous(self):
        """[(source, entry, stamp)] of every continuous effect applying now."""
        if self.cont_depth:
            return []
        out = []
        for card in self.cards:
            if card not in self.where:
                continue
            for k in range(self.ability_count(card)):
                a, _ = self.ability_at(card, k)
                if a is None or a.kind != "continuous" or not self.continuous_active(card, a):
                    continue
                for entry in a.continuous:
                    out.append((card, entry, self.st[card]["stamp"]))
        return out

    def entry_targets(self, source, entry, card):
        t = entry["target"]
        if isinstance(t, str):
            return self.this_of(source) == card
        self.rule("0903/使用者")
        ctx = {"user": self.user(source), "card": source}
        self.cont_depth += 1
        try:
            return self.match(ctx, t["all"], card)
        finally:
            self.cont_depth -= 1

    # --- values ---------------------------------------------------------------------------------------
    def values(self, card, trace=True):
        saved = self.trial()
        c = self.card(card)
        v = dict(c.stats)
        self.rule("0201/初期情報・基本値")
        if c.type == "character":
            mods = []      # (stamp, seq, op, stat, value)
            for e in self.applying(card):
                k = e["kind"]
                if k.startswith(("add:", "set:", "div:")):
                    mods.append([e["stamp"], k[:3], k[4:], e["value"]])
                elif k == "swap":
                    mods.append([e["stamp"], "swap", e["value"], None])
            if self.on_field(card):
                for src, entry, stamp in self.continuous():
                    m = entry.get("mod")
                    if m is not None and self.entry_targets(src, entry, card):
                        self.rule("0903/常時型効果の発生", "0903/持続的処理の重複の禁止",
                                  "0903/宣言型効果・誘発型効果の付与~n1")
                        for stat, x in m.items():
                            if isinstance(x, int):
                                mods.append([stamp, "add", stat, x])
                            elif "set" in x:
                                mods.append([stamp, "set", stat, x["set"]])
                            else:
                                mods.append([stamp, "div", stat, x["div"]])
                p = self.place_of(card)[0]
                for t in c.teams:
                    count = sum(1 for f in self.field_names()
                                if self.char_at(p, f) and t["type"] in self.card(self.char_at(p, f)).types)
                    self.rule("0225/条件・効果", "0225/条件・効果~n1")
                    if count <= t["count"]:
                        continue
                    self.rule("0225/効果型")
                    for stat in STATS:
                        if t.get(stat):
                            mods.append([self.st[card]["stamp"], "add", stat, t[stat]])
            mods = sorted(enumerate(mods), key=lambda im: (im[1][0], im[0]))
            if mods:
                self.rule("0910/累積")
            for _, (stamp, op, stat, x) in mods:
                if op == "add":
                    v[stat] += x
                elif op == "set":
                    self.rule("1580:能力値修正/Xにする", "1580:能力値修正/Xにする~r1")
                    v[stat] = x
                elif op == "div":
                    if x == 0:
                        self.rule("0222/0による除算", "0222/0による除算~r1")
                    else:
                        q = abs(v[stat]) // abs(x)          # LY-DIVIDE: toward zero
                        v[stat] = q if (v[stat] >= 0) == (x > 0) else -q
                else:
                    self.rule("1580:能力値修正/入れ替える", "1580:能力値修正/入れ替える~r1")
                    a, b = stat
                    v[a], v[b] = v[b], v[a]
        for s in STATS:
            if v[s] > 127:
                self.rule("0222/上限", "0222/無限大(∞)")
                v[s] = 127
        if v["ap"] < -127:
            self.rule("0222/下限", "0222/-無限大(-∞)")
            v["ap"] = -127
        if not trace:
            self.untried(saved)
        return v

    def stat(self, card, name):
        return self.values(card)[name]

    def field_names(self):
        from .cards import FIELDS
        return FIELDS

    def attrs(self, card):
        a = set(self.card(card).attrs)
        ops = [(e["stamp"], e["kind"], e["value"]) for e in self.applying(card)
               if e["kind"] in ("attr_add", "attr_lose")]
        if self.on_field(card):
            for src, entry, stamp in self.continuous():
                if "attribute" in entry and self.entry_targets(src, entry, card):
                    ops.append((stamp, "attr_add", entry["attribute"]))
        ordered = [o for _, o in sorted(enumerate(ops), key=lambda io: (io[1][0], io[0]))]
        for _, kind, x in ordered:
            self.rule("0212~r1")
            if kind == "attr_add":
                a.add(x)
            else:
                a.discard(x)
        return a

    def restricted(self, card, trace=True):
        saved = self.trial()
        out = self.st[card]["fresh"]
        if out:
            if self.basic_count(card, "aggressive"):
                self.rule("1100:アグレッシブ/効果型", "1100:アグレッシブ/効果")
                out = False
            elif self.has_info(card, "lose_basic", "aggressive"):
                self.rule("1100:アグレッシブ/効果~r1")
        if not trace:
            self.untried(saved)
        return out

    def forbidden(self, card, act):
        yes = self.has_info(card, "forbid", act)
        if not yes and self.on_field(card):
            yes = any(entry.get("forbid") == act and self.entry_targets(src, entry, card)
                      for src, entry, _ in self.continuous())
        if yes:
            self.rule("1500/否定の優先")
        return yes

    # --- limits of uses --------------------------------------------------------------------------------
    def use_key(self, ref, trigger):
        return (trigger,) + tuple(ref)

    def use_allowed(self, player, ref, trigger):
        """(allowed, why) by 0901/0902/0904's once per turn, 1200 and 1201."""
        a = self.ref_ability(ref) if ref[1] in ("ability", "gained") else None
        b = self.ref_basic(ref) if ref[1] in ("basic", "gained_basic") else None
        if a and a.trump and player in self.trump:
            self.rule("1201")
            return False, "1201"
        if a and a.once_per_game != "none" and \
                number_key(self.card(self.number_card(ref)).number) in [number_key(n) for n in self.game_used[player]]:
            self.rule("1200:ゲーム中1回まで使用可能" if a.once_per_game == "use" else "1200:ゲーム中1回まで処理可能",
                      "1200:ゲーム中1回まで使用可能~r1" if a.once_per_game == "use" else "1200:ゲーム中1回まで処理可能~r1")
            return False, "1200"
        limited = trigger or (a and a.kind in ("declare", "hand", "cost")) or \
            (b and b.name in MOVES + ("supporter",))
        if not limited or self.use_key(ref, trigger) not in self.used_turn:
            return True, None
        if trigger:
            self.rule("0902/誘発の上限", "0902/誘発の上限~r1", "1200:自動的な循環処理の制限",
                      "1200:自動的な循環処理の制限~n1")
        elif b:
            self.rule("0223/使用代償・効果~n1", {"step": "1100:ステップ/効果", "side-step": "1100:サイドステップ/効果",
                                              "order-step": "1100:オーダーステップ/効果",
                                              "order-change": "1100:オーダーチェンジ/効果"}.get(b.name, "1100:サポーター/効果"))
        elif a.kind == "cost":
            self.rule("0904/宣言回数の上限")
        else:
            self.rule("0901/宣言回数の上限")
        return False, "once per turn"

    def number_card(self, ref):
        """The card whose number an ability counts by: its own, or for a gained one the card whose
        effect gave it (1200~r1: 「追加している元のカード」)."""
        if ref[1] == "gained" and self.giver.get(ref[2]) is not None:
            return self.giver[ref[2]]
        return ref[0]

    def count_use(self, player, ref, trigger):
        self.used_turn.add(self.use_key(ref, trigger))
        a = self.ref_ability(ref) if ref[1] in ("ability", "gained") else None
        if a and a.once_per_game == "use" and not trigger:
            self.rule("1200:ゲーム中1回まで使用可能")
            self.game_used[player].append(number_key(self.card(self.number_card(ref)).number))

    def processed(self, player, ref):
        a = self.ref_ability(ref) if ref[1] in ("ability", "gained") else None
        if a is None:
            return
        if a.trump:
            self.rule("1201", "1201~n1")
            self.trump.add(player)
        key = number_key(self.card(self.number_card(ref)).number)
        if a.once_per_game == "process" and key not in [number_key(n) for n in self.game_used[player]]:
            self.rule("1200:ゲーム中1回まで処理可能")
            self.game_used[player].append(key)


ATTR_SET = frozenset(ATTRS)
