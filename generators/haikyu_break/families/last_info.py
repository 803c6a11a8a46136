"""Family `last-info`: a card's last information (6-4-1, 6-4-2) after a path through several
zones in one resolution: from the drop into a court area (a new card, 3-1-5), raised there, moved
to another court area (its effects stay, 3-1-5-1) and then into the hidden deck. A zone-move
trigger reading its parameter from the deck reads it as it last was in the public court area
it left (6-6-2-1): the raise counted, whatever the card was in the drop before."""

from . import Family
from .common_parts import events_of, play, rally


def generate(ctx):
    fam = Family(ctx, __name__)
    for tp in ("P1", "P2"):
        court_path(fam, tp)
    return fam.cases


def court_path(fam, tp):
    s = rally("toss", turn=4, player=tp, deck=(6, 6))
    k = s.put(tp, "drop", "%sK" % tp, name="k", attack=1, receive=1, skills=[
        {"kind": "passive", "trigger": {"on": "move", "from": "court", "to": "deck"},
         "effect": [{"draw": {"param": "attack", "of": "this"}}]}])
    t = s.put(tp, "hand", "%sT" % tp, toss=1, skills=[
        {"kind": "active", "timing": ["toss"],
         "effect": [{"move": {"all": {"zone": "drop", "filter": {"name": "k"}}}, "to": "attack"},
                    {"param": "attack", "add": 2, "target": {"character": "attack"}, "until": "turn"},
                    {"move": {"character": "attack"}, "to": "receive"},
                    {"move": {"character": "receive"}, "to": "deck"}]}])
    s.put(tp, "hand", "%sA" % tp, attack=1, name="a")
    script = [{"do": "appear", "card": t}, {"do": "use", "card": t, "skill": 0}, {"do": "pass"}]
    setup = s.setup()
    run = play(setup, script)
    deck = [k] + setup[tp]["deck"]
    drawn = [e["card"] for e in events_of(run, "draw", player=tp)]
    assert drawn == deck[:3], (drawn, deck[:3])
    events = [{"type": "use", "card": t, "skill": 0},
              {"type": "move", "card": k, "from": "%s:drop" % tp, "to": "%s:attack" % tp},
              {"type": "move", "card": k, "from": "%s:attack" % tp, "to": "%s:receive" % tp},
              {"type": "move", "card": k, "from": "%s:receive" % tp, "to": "%s:deck" % tp},
              {"type": "waiting", "card": k, "skill": 0},
              {"type": "resolve", "card": k, "skill": 0}]
    events += [{"type": "draw", "player": tp, "card": c} for c in deck[:3]]
    desc = " ".join([
        fam.quote("3-1-5-1", "コートに属する領域間で移動を行う場合、特に指定がない限り、前の領域で適用されていた効果がそのまま適用されます。"),
        fam.quote("6-4-2", "確認ができない非公開領域に移動していた場合や、ゲームから取り除かれていた場合は、そのカードが最後に確認できる領域にあった時の情報を最終情報として参照します。"),
        fam.quote("6-6-2-1", "そのカードが公開領域のエリアにある状態での情報を用います。"),
        "%s (attack point 1) comes from the drop into the attack area, is raised +2 there, moves "
        "to the receive area (the +2 stays) and then into the deck. Its skill draws its attack "
        "point as it was last seen in the receive area, 3." % k])
    fam.add("%s-court-path-to-deck" % tp.lower(),
            "Last information after a move between court areas, read from the deck", desc,
            ["3-1-5-1", "6-4-1", "6-4-2", "6-6-2-1"], ["passive", "zone-move", "last-info"],
            setup, script, {"events": events, "exactly": [{"type": "draw", "player": tp}]})
