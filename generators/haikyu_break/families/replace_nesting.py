"""Family `replace-nesting`: two replacement effects of one card for one event, each of whose
instructions causes that event again (6-11-2-3). A gut would be dropped; V's two permanents
both replace its drop with a draw and the drop itself. The master picks one (6-11-2, 6-11-2-1);
the drop its instructions cause is the same event, which that replacement has already replaced
but the other has not: the other applies to it, and the drop the other's instructions cause is
replaced by neither, so the gut is dropped after both replacements' draws."""

from . import Family
from .common_parts import active_scene


def replace_then_drop(draws):
    return {"kind": "permanent", "replace": {
        "event": "drop", "of": {"all": {"who": "you", "zone": "court", "guts": True}},
        "instead": [{"draw": draws}, {"drop": "event-card"}]}}


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp, first in (("P1", 0), ("P2", 1)):
        nested(fam, tp, first)
    return fam.cases


def nested(fam, tp, first):
    s, t, script = active_scene(tp, {"effect": [{"drop": {"all": {"who": "you", "zone": "toss",
                                                                  "guts": True}}}]})
    v = s.put(tp, "serve", "%sV" % tp, name="v", skills=[replace_then_drop(1), replace_then_drop(2)])
    o = s.put(tp, "toss", "%sO" % tp, name="o", toss=1)
    script.append({"choose": {"card": v, "skill": first}, "for": "replace"})
    setup = s.setup()
    deck = setup[tp]["deck"]
    second = 1 - first
    counts = {0: 1, 1: 2}
    drawn_first = deck[:counts[first]]
    drawn_second = deck[counts[first]:3]
    events = [{"type": "use", "card": t, "skill": 0},
              {"type": "replace", "card": v, "skill": first, "event": "drop"}]
    events += [{"type": "draw", "player": tp, "card": c} for c in drawn_first]
    events += [{"type": "replace", "card": v, "skill": second, "event": "drop"}]
    events += [{"type": "draw", "player": tp, "card": c} for c in drawn_second]
    events += [{"type": "move", "card": o, "from": "%s:toss" % tp, "to": "%s:drop" % tp}]
    desc = " ".join([
        fam.quote("6-11-2-3", "1つの事象に対しては、各置換効果は最大1回しか適用できません。"),
        fam.quote("6-11-2-1"),
        "%s's gut %s would be dropped. %s, its master, applies %s's skill %d first: it draws "
        "%d and drops %s, the same event, which skill %d has not replaced yet: it applies, "
        "draws %d and drops %s again, which neither replaces any more: %s is dropped, %s drawn."
        % (t, o, tp, v, first, counts[first], o, second, counts[second], o, o,
           ", ".join(deck[:3]))])
    fam.add("%s-two-of-one-card-nested" % tp.lower(),
            "Two replacements of one card, each causing the event again", desc,
            ["6-11-2-3", "6-11-2", "6-11-2-1", "6-11-1"], ["replacement"], setup, script,
            {"events": events, "exactly": [{"type": "replace"}, {"type": "draw"}]})
