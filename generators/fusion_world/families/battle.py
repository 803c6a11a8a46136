"""Family `battle`: the damage step's comparison (8-4-6): the attack card wins when its power is
at least the guard card's (equal, one more, a thousand more) and loses when one less or a
thousand less.  A leader guard card's player takes 1 damage and the top card of its life goes
to its hand (8-4-6-1-1-1, 14-3-2, 3-9-3); a battle card guard card is KO'd into its owner's drop
(8-4-6-2-1, 5-10-1); the attack card is never KO'd; after the end of battle the main phase's
check point and free timing return (8-5-9) and the rested attacker cannot attack again.  On
the boundary cases (equal power, one less) the free timings and steps of the battle are
declared as well: the attack as a main-phase action (7-3-4-3), each pass moving the battle on
(8-2-4-3-1, 8-3-4-3-1), the damage's source (16-3-3-1), the KO's interrupt-type processing
(14-9-1).  Both
players as turn player, leader and battle card attackers, boundary and random powers.
"""

from . import Family
from ..model.table import other
from .scene import standard

Q846 = "アタックカードのパワーがガードカードのパワー以上の場合、以下の手順に従います。それ以外の場合、戦闘の結果による処理は何も起きず、8-4-7に進みます。"


def generate(ctx):
    fam = Family(ctx, __name__)
    n = 0
    for tp_first in (True, False):
        for guard_kind in ("leader", "battle"):
            for delta in (-1000, -1, 0, 1, 1000):
                n += 1
                one(fam, "delta", n, tp_first, guard_kind, delta, None)
    for i in range(12):
        rng = fam.rng("random-%d" % i)
        delta = rng.choice((-2000, -1000, 0, 0, 1000, 3000))
        one(fam, "random", i + 1, rng.random() < 0.5, rng.choice(("leader", "battle")), delta,
            rng)
    return fam.cases


def one(fam, kind, n, tp_first, guard_kind, delta, rng):
    first = "P1" if n % 2 else "P2"
    turn = 3 if tp_first else 4
    life = rng.randint(2, 8) if rng else 2 + n % 7
    s = standard(first=first, turn=turn, life=(life, life))
    tp = s.turn_player
    ntp = other(tp)
    guard_power = rng.choice((3000, 5000, 8000)) if rng else 5000
    attack_power = guard_power + delta
    by_leader = n % 3 == 0
    lead, opp = s.zones[tp]["leader"], s.zones[ntp]["leader"]
    if by_leader:
        s.cards[lead]["power"] = attack_power
        attacker = lead
    else:
        attacker = s.put(tp, "battle", "A", power=attack_power)
    s.put(tp, "battle", "A2", power=1000)
    if guard_kind == "leader":
        if guard_power != 5000:
            s.cards[opp]["power"] = guard_power
        guard = opp
    else:
        guard = s.put(ntp, "battle", "G", power=guard_power)
        s.rest("G")
    s.put(ntp, "hand", "%sH1" % ntp)
    s.put(ntp, "drop", "%sX1" % ntp)
    script = [{"do": "attack", "card": attacker, "target": guard},
              {"do": "pass"}, {"do": "pass"}, {"query": "legal"}]
    wins = attack_power >= guard_power
    zn = s.zones[ntp]
    events = [{"type": "attack", "card": attacker, "target": guard},
              {"type": "battle-step", "name": "offense"},
              {"type": "battle-step", "name": "defense"},
              {"type": "battle-step", "name": "damage"},
              {"type": "checkpoint", "at": "8-4-3"},
              {"type": "compare", "attack": attack_power, "guard": guard_power}]
    state = {"turn": {"number": turn, "player": tp, "phase": "main", "step": None},
             "result": None}
    top = zn["life"][0]
    clauses = ["8-4-6"]
    # the free timings and steps of the battle, declared on the boundary cases (equal power,
    # one less) of the fixed series: attack, both passes, the damage step, back to 7-3-3
    flow = kind == "delta" and delta in (0, -1)
    quotes = []
    if wins and guard_kind == "leader":
        events += [{"type": "damage", "player": ntp, "amount": 1, "source": attacker},
                   {"type": "move", "card": top, "from": "%s:life" % ntp,
                    "to": "%s:hand" % ntp, "cause": "damage"}]
        state[ntp] = {"life": zn["life"][1:], "hand": zn["hand"] + [top], "drop": zn["drop"]}
        clauses += ["8-4-6-1-1-1", "14-3-2", "3-9-3"]
        if flow:
            clauses += ["8-4-6-1", "16-3-3-1", "1-10-1"]
            quotes += [fam.heading("8-4-6-1"), fam.quote("16-3-3-1"),
                       fam.quote("1-10-1", "ダメージとは、主にアタックやスキルによって、プレイヤーの"
                                           "ライフを減らすことを指します。")]
        outcome = ("%d ≥ %d: %s takes 1 damage (8-4-6-1-1-1); damage processing moves the top "
                   "card of its life, %s, to its hand (14-3-2 「自身のライフエリアの一番上のカードを"
                   "手札に移動する」): %d life left." % (attack_power, guard_power, ntp, top,
                                                    life - 1))
    elif wins:
        events += [{"type": "ko", "card": "G"},
                   {"type": "rule", "process": "14-9", "card": "G"},
                   {"type": "move", "card": "G", "from": "%s:battle" % ntp,
                    "to": "%s:drop" % ntp, "cause": "ko"},
                   {"type": "checkpoint", "at": "8-4-6-2-2"}]
        state[ntp] = {"battle": [], "drop": ["G"] + zn["drop"], "life": zn["life"],
                      "hand": zn["hand"]}
        clauses += ["8-4-6-2-1", "5-10-1"]
        if flow:
            clauses += ["8-4-6-2", "14-9-1"]
            quotes += [fam.heading("8-4-6-2"), fam.quote("14-9-1"),
                       fam.quote("14-1-2-1")]
        outcome = ("%d ≥ %d: the guard card G is KO'd (8-4-6-2-1), put on top of %s's drop "
                   "(5-10-1 「バトルカードをバトルエリアからそのカードのオーナーのドロップエリアに"
                   "置くこと」, 3-4-3); %s's life is untouched." % (attack_power, guard_power, ntp,
                                                                   ntp))
    else:
        outcome = ("%d < %d: nothing happens; %s's life stays %d and the guard card stays."
                   % (attack_power, guard_power, ntp, life))
        state[ntp] = {"life": zn["life"], "hand": zn["hand"],
                      "battle": [{"card": "G", "rested": True}] if guard_kind == "battle" else []}
    events += [{"type": "checkpoint", "at": "8-4-8"},
               {"type": "battle-step", "name": "battle-end"},
               {"type": "checkpoint", "at": "8-5-1"},
               {"type": "checkpoint", "at": "8-5-3"},
               {"type": "checkpoint", "at": "8-5-6"},
               {"type": "checkpoint", "at": "7-3-3"}]
    clauses.append("8-5-9")
    if flow:
        clauses += ["7-3-4-3", "7-3-4-3-2", "4-1-2", "4-1-2-1", "4-1-2-2", "8-2-4-3",
                    "8-2-4-3-1", "8-3-4", "8-3-4-3", "8-3-4-3-1", "8-4-9"]
        quotes = [fam.heading("7-3-4-3"), fam.quote("7-3-4-3-2"), fam.quote("4-1-2"),
                  fam.quote("4-1-2-1"),
                  fam.quote("4-1-2-2"), fam.heading("8-2-4-3"), fam.quote("8-2-4-3-1"),
                  fam.quote("8-3-4", "非ターンプレイヤーにフリータイミングが与えられます。"),
                  fam.heading("8-3-4-3"), fam.quote("8-3-4-3-1"), fam.quote("8-4-9")] + quotes
        flow_text = ("The attack is an action of %s's main-phase free timing; %s passes the "
                     "offense step's free timing (the defense step follows), %s passes the "
                     "defense step's (the damage step follows), and after the battle %s is "
                     "given the main phase's free timing again (the legal set)." % (
                         tp, tp, ntp, tp))
    tp_battle = [{"card": c, "rested": c == attacker, "power": s.cards[c]["power"]}
                 for c in s.zones[tp]["battle"]]
    state[tp] = {"battle": tp_battle, "leader": {"card": lead, "rested": by_leader}}
    targets = [opp] + (["G"] if guard_kind == "battle" and not wins else [])
    attackers = ([] if by_leader else [lead]) + [c for c in s.zones[tp]["battle"]
                                                 if c != attacker]
    legal = [{"do": "attack", "card": a, "target": t} for a in attackers for t in targets]
    legal.append({"do": "pass"})
    desc = " ".join([fam.quote("8-4-6", Q846),
                     "%s's %s %s (power %d) attacks %s (power %d); no combo, both players pass."
                     % (tp, "leader" if by_leader else "battle card", attacker, attack_power,
                        guard, guard_power),
                     outcome] + quotes + ([flow_text] if flow else []) + [
                     "The attack card is never KO'd by the battle and stays rested; the battle "
                     "ends and the main phase goes on at 7-3-3 (8-5-9 「戦闘が終了し、7-3-3に戻り"
                     "ます。」), where %s may no longer attack." % attacker])
    sign = "eq" if delta == 0 else ("plus" if delta > 0 else "minus") + str(abs(delta))
    fam.add("%s-%02d-%s-%s-%s" % (kind, n, tp.lower(), guard_kind, sign),
            "Battle: %d against %d, %s guard card, %s attacking" % (
                attack_power, guard_power, guard_kind, tp),
            desc, clauses,
            ["battle"] + ([fam.reading("FW-BATTLE-KO-NOT-EFFECT")]
                          if wins and guard_kind == "battle" else []),
            s.setup(), script,
            {"state": state, "events": events, "legal": [{"step": 3, "actions": legal}]})
