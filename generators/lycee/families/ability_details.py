"""Family `ability-details`: where an ability comes from and what it is made of, in the forms
the other families leave aside: a declared ability whose allowed timings list two (declared at
the second one listed), a basic ability other than ステップ gained by an effect (【アグレッシブ】,
then used), a cost-type effect whose point is of another attribute than the cost asks, a
【サポーター】 with a 使用代償 of its own left unpaid, an equipped item's declared effect at its
first index in the legal set (0240/効果の付与), an item's triggered effect on the second
player's character, whose user is that player, a continuous effect of a card in the other
player's trash, whose user is its owner (off the field a card's user is its owner), a
「ゲーム中1回まで使用可能」 effect already used this turn by a card of the other player's on the
user's field: counted for its user, not its owner; a declaration whose second target leaves
before its resolution (it fails), and a 【チャージ】 whose character left before it is processed
(nothing is charged, what follows goes on); a [切札] processed by both players before the run
(the turn player listed second), a trigger whose `who` says 「any」 met by its user's own
card, a use marked for the player on whose field its card stands, a number in game_used ending
in the letter A (LY-NUMBER-LETTERS), 【アグレッシブ】 given by a continuous effect, an event with
[切札] after a [切札] (not in the legal set), and an ability whose cost is [0]. Each expectation
is the model's whole final state and events (Family.whole_state); the family states the figure
each case is about."""

from . import Family
from .processing import declared
from .scene import Scene


def generate(ctx):
    fam = Family(ctx, __name__)
    second_timing(fam)
    gained_aggressive(fam)
    cost_effect_other_attribute(fam)
    supporter_cost_unpaid(fam)
    equipped_item_legal(fam)
    item_trigger_of_second_player(fam)
    trash_source_of_other_owner(fam)
    once_per_game_used_on_field_of_user(fam)
    second_target_gone(fam)
    charge_of_character_gone(fam)
    trump_of_second_listed(fam)
    trigger_who_any(fam)
    used_on_opponents_field(fam)
    game_used_letter_a(fam)
    continuous_aggressive(fam)
    legal_event_after_trump(fam)
    zero_cost(fam)
    return fam.cases


def second_timing(fam):
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "timing": ["battle-tp", "main-tp"],
                                           "effect": [{"marker": "done"}]}])
    fam.add("timing-second-listed", "An ability allowed at two timings, declared at the second listed",
            " ".join([fam.quote("0811/行動が許可される宣言タイミング"),
                      "U's ability lists battle-tp then main-tp; %s declares it in its main phase: allowed." % tp]),
            ["0811/行動が許可される宣言タイミング"], ["ability-details", "timing"], s.setup(), declared(s),
            {"events": [{"type": "declare", "card": "U"}, {"type": "marker", "name": "done"}]})


def gained_aggressive(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "effect": [
        {"gain_basic": {"name": "aggressive"}, "target": {"all": {"who": "you", "name": "K"}}}]}])
    s.char(tp, "AF-left", "K")
    s.fresh.append("K")
    script = declared(s, {"do": "attack", "card": "K"}, {"do": "pass", "by": ntp})
    fam.add("gained-aggressive-attacks", "A character given 【アグレッシブ】 attacks the turn it entered",
            " ".join([fam.quote("1580:基本能力を得る"), fam.quote("1100:アグレッシブ/効果"),
                      "K entered this turn; U's effect gives it 【アグレッシブ】: its attack is declared and resolves."]),
            ["1580:基本能力を得る", "1100:アグレッシブ/効果"], ["ability-details", "gained"], s.setup(), script,
            {"events": [{"type": "battle", "attacker": "K"}]})


def cost_effect_other_attribute(fam):
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "K", abilities=[{"kind": "cost", "produce": ["snow"]}])
    s.put(tp, "hand", "C", cost=["moon"])
    script = [{"do": "play", "card": "C", "field": "AF-left", "use": [{"card": "K", "ability": 0}]}]
    fam.add("cost-effect-snow-for-moon", "A cost-type effect's [雪] cannot pay a [月] cost",
            " ".join([fam.quote("0710/支払いの判定"),
                      "K's cost-type effect gives one snow point; C's cost is [月]: not paid, the declaration fails."]),
            ["0710/支払いの判定", "0710/支払いの処理/情報による支払い"], ["ability-details", "cost"], s.setup(), script,
            {"rejections": [{"step": 0, "rule": "0710/支払いの判定", "class": "cost"}]})


def supporter_cost_unpaid(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "P", ap=2)
    s.char(tp, "AF-center", "S", sp=1, basics=[{"name": "supporter", "cost": ["any"]}])
    s.char(ntp, "DF-right", "D", ap=0, dp=9)
    s.put(tp, "hand", "H1")
    script = [{"do": "attack", "card": "P"}, {"do": "pass", "by": ntp}, {"choose": None, "for": "defender", "by": ntp},
              {"do": "support", "card": "S", "target": "P", "use": [{"card": "S", "basic": 0}]}]
    fam.add("supporter-cost-unpaid", "【サポーター】 with a [無] cost, used without paying it",
            " ".join([fam.quote("1100:サポーター/効果"),
                      "S's 【サポーター】 costs [無]; the support uses it with nothing paid: the payment falls short, "
                      "the declaration fails."]),
            ["1100:サポーター/効果型", "0710/支払いの判定"], ["ability-details", "cost"], s.setup(), script,
            {"rejections": [{"step": 3, "rule": "0710/支払いの判定", "class": "cost"}]})


def equipped_item_legal(fam):
    s = Scene()
    tp = s.tp
    s.char(tp, "DF-left", "K")
    s.item(tp, "DF-left", "I", abilities=[{"kind": "declare", "effect": [{"marker": "used"}]}])
    fam.add("legal-equipped-item-first-ability", "An equipped item's declared effect at index 0 is a legal action",
            " ".join([fam.quote("0240/効果の付与"),
                      "I, equipped on K, has one declared effect (its first): the legal set lists it as an "
                      "`other` action."]),
            ["0240/効果の付与"], ["ability-details", "legal"], s.setup(), [{"query": "legal"}],
            {"legal": [{"step": 0, "actions": [{"do": "other", "source": "I", "ability": 0}, {"do": "pass"}]}]})


def item_trigger_of_second_player(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(ntp, "DF-left", "K")
    s.item(ntp, "DF-left", "I", abilities=[{"kind": "trigger", "trigger": {"on": "enter", "who": "opponent"},
                                            "effect": [{"marker": "seen"}, {"draw": 1}]}])
    s.put(tp, "hand", "H")
    d = s.deck(ntp)
    script = [{"do": "play", "card": "H", "field": "AF-left"}, {"do": "pass", "by": ntp}]
    fam.add("item-trigger-user-%s" % ntp.lower(), "An item on %s's character: its trigger's user is %s" % (ntp, ntp),
            " ".join([fam.quote("0240/効果の付与"), fam.quote("0902/使用者"),
                      "I is equipped on K, %s's character; H enters on %s's side (I's user's opponent): I's "
                      "trigger is %s's, who draws %s." % (ntp, tp, ntp, d[0])]),
            ["0240/効果の付与", "0902/使用者"], ["ability-details", "trigger"], s.setup(), script,
            {"state": {ntp: {"hand": [d[0]]}},
             "events": [{"type": "trigger", "card": "I"}, {"type": "marker", "name": "seen", "player": ntp}]})


def trash_source_of_other_owner(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(ntp, "trash", "G", owner=tp, abilities=[{"kind": "continuous", "zone": "trash", "continuous": [
        {"mod": {"ap": 1}, "target": {"all": {"who": "you"}}}]}])
    s.char(tp, "AF-left", "K")
    s.char(ntp, "AF-left", "L")
    fam.add("trash-source-of-other-owner", "A continuous effect from a card of %s's in %s's trash" % (tp, ntp),
            " ".join([fam.quote("0903/使用者"),
                      "G, owned by %s, lies in %s's trash and gives its user's characters AP +1 from there: off the "
                      "field its user is its owner, %s, so K gets it and L does not." % (tp, ntp, tp)]),
            ["0903/使用者"], ["ability-details", "continuous", fam.reading("LY-OFF-FIELD-USER")], s.setup(), [],
            {"state": {tp: {"AF-left": [{"card": "K", "ap": 2}]}, ntp: {"AF-left": [{"card": "L", "ap": 1}]}}})


def once_per_game_used_on_field_of_user(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    ability = [{"kind": "declare", "once_per_game": "use", "effect": [{"marker": "used"}]}]
    s.char(tp, "DF-left", "U", owner=ntp, number="N1", abilities=ability)
    s.char(tp, "DF-right", "U2", number="N1", abilities=ability)
    s.used.append(["U", "ability", 0])
    fam.add("once-per-game-used-by-user", "「ゲーム中1回まで使用可能」 used by the user of a card the other player owns",
            " ".join([fam.quote("1200:ゲーム中1回まで使用可能"),
                      "U, owned by %s, stands on %s's field; its effect (number N1, once per game) was used this "
                      "turn, by %s, its user: %s's U2, also N1, cannot be used." % (ntp, tp, tp, tp)]),
            ["1200:ゲーム中1回まで使用可能", "0603/行動の主要素の指定~r1"], ["ability-details", "limit"], s.setup(),
            [{"do": "ability", "card": "U2", "ability": 0}],
            {"rejections": [{"step": 0, "rule": "0603/行動の主要素の指定~r1", "class": "use-limit"}]})


def second_target_gone(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "target": {"who": "opponent", "count": 2},
                                           "effect": [{"mod": {"ap": -1}, "target": "targets"}]}])
    s.char(ntp, "AF-left", "X", ap=3)
    s.char(ntp, "AF-right", "Y", ap=3)
    s.char(ntp, "DF-left", "R", abilities=[{"kind": "declare", "effect": [{"to_hand": {"all": {"who": "you", "name": "Y"}}}]}])
    script = [{"do": "ability", "card": "U", "ability": 0, "targets": ["X", "Y"]},
              {"do": "ability", "card": "R", "ability": 0, "by": ntp}, {"do": "pass", "by": tp}]
    fam.add("second-target-gone", "A declaration whose second target leaves before its resolution fails",
            " ".join([fam.quote("0604/対象を確認します"), fam.quote("0604/解決の判定"),
                      "U targets X and Y; in response R returns Y to its owner's hand: at U's resolution Y is no "
                      "longer a fit target, so the resolution fails and X keeps AP 3."]),
            ["0604/対象を確認します", "0604/解決の判定"], ["ability-details", "resolution"], s.setup(), script,
            {"state": {ntp: {"AF-left": [{"card": "X", "ap": 3}], "hand": ["Y"]}},
             "events": [{"type": "resolve", "card": "U", "success": False}]})


def charge_of_character_gone(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.put(tp, "hand", "N", basics=[{"name": "charge", "count": 1}])
    s.put(tp, "trash", "T1")
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "enter", "of": {"name": "N"}},
                                            "effect": [{"to_hand": {"all": {"who": "you", "name": "N"}}}]}])
    script = [{"do": "play", "card": "N", "field": "AF-left"}, {"do": "pass", "by": ntp},
              {"choose": {"card": "W", "ability": 0}, "for": "trigger", "by": tp}, {"do": "pass"}]
    fam.add("charge-character-gone", "【チャージ】 of a character that left the field before it is processed",
            " ".join([fam.quote("1100:チャージ/効果"),
                      "N's 【チャージ】 and W's trigger both meet N's entering; W's is processed first and returns N to "
                      "the hand: N's 【チャージ】 has no character to put cards under, nothing is asked; %s then "
                      "ends its main phase." % tp]),
            ["1100:チャージ/効果"], ["ability-details", "charge"], s.setup(), script,
            {"state": {tp: {"hand": ["N"], "trash": ["T1"]}}})


def trump_of_second_listed(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "L", abilities=[{"kind": "declare", "trump": True, "effect": [{"marker": "L"}]}])
    s.trump += [ntp, tp]
    fam.add("trump-both-processed", "[切札] already processed by both players: the turn player's refused",
            " ".join([fam.quote("1201", "[切札]と記載された効果全てを宣言・解決・処理・誘発できません。"),
                      "Both %s and %s processed a [切札] earlier in the game; %s's L's [切札] is refused." % (ntp, tp, tp)]),
            ["1201"], ["ability-details", "trump"], s.setup(), [{"do": "ability", "card": "L", "ability": 0}],
            {"rejections": [{"step": 0, "rule": "0603/行動の主要素の指定~r1", "class": "use-limit"}]})


def trigger_who_any(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-right", "W", abilities=[{"kind": "trigger", "trigger": {"on": "enter", "who": "any"},
                                            "effect": [{"marker": "seen"}]}])
    s.put(tp, "hand", "H")
    script = [{"do": "play", "card": "H", "field": "AF-left"}, {"do": "pass", "by": ntp}]
    fam.add("trigger-who-any-own", "A trigger on any player's entering, met by its user's own character",
            " ".join([fam.quote("0902/誘発型効果の発生"),
                      "W's trigger concerns a character's entering whoever's it is (`who`: any); H enters on %s's "
                      "side, W's user's: W triggers." % tp]),
            ["0902/誘発型効果の発生"], ["ability-details", "trigger"], s.setup(), script,
            {"events": [{"type": "trigger", "card": "W"}, {"type": "marker", "name": "seen", "player": tp}]})


def used_on_opponents_field(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    ability = [{"kind": "declare", "once_per_game": "use", "effect": [{"marker": "used"}]}]
    s.char(ntp, "DF-left", "U", owner=tp, number="N1", abilities=ability)
    s.char(tp, "DF-right", "U2", number="N1", abilities=ability)
    s.used.append(["U", "ability", 0])
    fam.add("once-per-game-used-by-other-user", "「ゲーム中1回まで使用可能」 used by %s through a card %s owns" % (ntp, tp),
            " ".join([fam.quote("1200:ゲーム中1回まで使用可能"),
                      "U, owned by %s, stands on %s's field; its effect (number N1) was used this turn by %s, its "
                      "user: %s has not used N1, so U2's effect is declared." % (tp, ntp, ntp, tp)]),
            ["1200:ゲーム中1回まで使用可能"], ["ability-details", "limit"], s.setup(),
            [{"do": "ability", "card": "U2", "ability": 0}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "marker", "name": "used", "player": tp}]})


def game_used_letter_a(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", number="N1B", abilities=[{"kind": "declare", "once_per_game": "use", "effect": [{"marker": "used"}]}])
    s.game_used[tp] = ["N1A"]
    fam.add("game-used-number-letter-a", "「ゲーム中1回まで使用可能」: N1A used, N1B refused",
            " ".join([fam.quote("1200:ゲーム中1回まで使用可能"),
                      "%s already used a card numbered N1A; U is N1B: the letters after the last digit are not part "
                      "of the number (LY-NUMBER-LETTERS), so U's effect is refused." % tp]),
            ["1200:ゲーム中1回まで使用可能", "0603/行動の主要素の指定~r1"],
            ["ability-details", "limit", fam.reading("LY-NUMBER-LETTERS")], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}],
            {"rejections": [{"step": 0, "rule": "0603/行動の主要素の指定~r1", "class": "use-limit"}]})


def continuous_aggressive(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "AF-left", "K", abilities=[{"kind": "continuous", "continuous": [
        {"gain_basic": {"name": "aggressive"}, "target": "this"}]}])
    s.fresh.append("K")
    fam.add("continuous-aggressive-attacks", "A character given 【アグレッシブ】 by its own continuous effect attacks",
            " ".join([fam.quote("0903/宣言型効果・誘発型効果の付与"), fam.quote("1100:アグレッシブ/効果"),
                      "K entered this turn and has 【アグレッシブ】 from its continuous effect: its attack resolves."]),
            ["1100:アグレッシブ/効果"], ["ability-details", "gained"], s.setup(),
            [{"do": "attack", "card": "K"}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "battle", "attacker": "K"}]})


def legal_event_after_trump(fam):
    s = Scene()
    tp = s.tp
    s.put(tp, "hand", "E", type="event", abilities=[{"trump": True, "effect": [{"marker": "e"}]}])
    s.trump.append(tp)
    fam.add("legal-event-trump-after-trump", "An event with [切札] after a [切札]: not a legal action",
            " ".join([fam.quote("1201", "[切札]と記載された効果全てを宣言・解決・処理・誘発できません。"),
                      "%s already processed a [切札]; E's effect is a [切札]: E is not in the legal set." % tp]),
            ["1201"], ["ability-details", "legal"], s.setup(), [{"query": "legal"}],
            {"legal": [{"step": 0, "actions": [{"do": "pass"}]}]})


def zero_cost(fam):
    s = Scene()
    tp, ntp = s.tp, s.ntp
    s.char(tp, "DF-left", "U", abilities=[{"kind": "declare", "cost": ["0"], "effect": [{"marker": "done"}]}])
    fam.add("ability-cost-zero", "An ability whose cost is [0] is declared",
            " ".join([fam.quote("0712/支払いの処理"),
                      "U's ability costs [0]: paid by nothing, the declaration is established and resolves."]),
            ["0712/支払いの処理"], ["ability-details", "cost"], s.setup(),
            [{"do": "ability", "card": "U", "ability": 0}, {"do": "pass", "by": ntp}],
            {"events": [{"type": "declare", "card": "U"}, {"type": "marker", "name": "done"}]})
