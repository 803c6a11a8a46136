"""Family `serve`: a set's first turn (5-2-2): the serve phase (5-5) — its appearance step puts one
character from the hand into the serve area (1-4-5-4-1), on top of what is there (1-4-5-4-2,
8-3-1), a card with 「-」 serve point excluded (1-4-5-1), the free step, the offense point step
(the serve character's serve point, 5-17-3, negative or not, 2-7-3) —, then the end phase with
its cleanup (5-12, 5-19) and the other player's start phase and route (5-6, 5-2-3, 1-1-3-1).
Both players serve; serve points −2 … 7; an empty serve area or a stack of guts under an old
serve character; a `query` at the appearance step."""

from . import Family
from .common_parts import events_of, partial_state, play, rally
from ..model.table import other


def generate(ctx):
    fam = Family(ctx, __name__)
    for server in ("P1", "P2"):
        for sv in (-2, 0, 3, 7):
            for stacked in (False, True):
                key = "%s-serves-%d%s" % (server.lower(), sv, "-on-a-stack" if stacked else "")
                rng = fam.rng(key)
                opp = other(server)
                s = rally("serve", turn=rng.choice((1, 3, 5)), player=server,
                          set_no=rng.choice((1, 2)))
                v = s.put(server, "hand", "%sV" % server, serve=sv, name="server")
                x = s.put(server, "hand", "%sX" % server, serve="-", block=2)
                old = None
                if stacked:
                    old = s.put(server, "serve", "%sOLD" % server, serve=9)
                    s.stack(old, "%sG1" % server, "%sG2" % server)
                for i in range(3):
                    s.put(opp, "hand", "%sB%d" % (opp, i + 1), block=rng.randint(0, 3),
                          name="b%d" % i)
                route = rng.choice(("block", "receive"))
                script = [{"query": "legal"}, {"do": "appear", "card": v}, {"do": "pass"},
                          {"choose": route, "for": "route"}]
                setup = s.setup()
                run = play(setup, script)
                turn = setup["start"]["turn"]
                under = ([old, "%sG1" % server, "%sG2" % server] if stacked else [])
                state = partial_state(run, "turn", "%s.op" % server, "%s.hand" % server)
                state[server]["serve"] = [{"card": v, "under": under}]
                assert state[server]["op"] == sv and state[server]["hand"] == [x]
                assert state["turn"] == {"set": setup["start"]["set"], "number": turn + 1,
                                         "player": opp, "route": route,
                                         "phase": "block" if route == "block" else "draw",
                                         "step": "appear" if route == "block" else "free"}
                events = [{"type": "phase", "name": "serve", "turn": turn, "player": server,
                           "set": setup["start"]["set"]},
                          {"type": "step", "name": "appear"},
                          {"type": "appear", "card": v, "area": "serve", "how": "step"},
                          {"type": "move", "card": v, "from": "%s:hand" % server,
                           "to": "%s:serve" % server, "cause": "appear"},
                          {"type": "step", "name": "free"},
                          {"type": "step", "name": "offense"},
                          {"type": "op", "player": server, "value": sv},
                          {"type": "phase", "name": "end", "turn": turn, "player": server,
                           "set": setup["start"]["set"]},
                          {"type": "step", "name": "cleanup"},
                          {"type": "phase", "name": "start", "turn": turn + 1, "player": opp,
                           "set": setup["start"]["set"]},
                          {"type": "route", "player": opp, "route": route}]
                assert events_of(run, "phase", "step", "appear", "move", "op", "route")[:11] \
                    == events
                clauses = ["5-5-1", "5-5-2", "5-2-2", "5-2-2-1", "5-13-1", "5-13-2", "5-14-1",
                           "5-14-2", "5-14-3", "5-17-1", "5-17-2", "5-17-3", "2-7-1", "3-5-1",
                           "1-4-5-4", "1-4-5-4-1", "1-4-5-1", "5-12-1", "5-12-2", "5-19-1",
                           "5-1-1", "1-1-3-1", "5-6-1", "5-6-2", "5-2-1", "5-2-3", "5-1-2",
                           "5-1-3", "1-2-14", "1-2-14-1"]
                if sv < 0:
                    clauses.append("0-2-9")
                if stacked:
                    clauses += ["1-4-5-4-2", "8-3-1", "8-3-1-1", "3-5-3", "1-2-15"]
                desc = " ".join([
                    fam.quote("5-2-2", "各セットの最初のターンは、サーブ権を持つプレイヤーをターンプレイヤーとして進行し、以下の2つのフェイズで構成されます。"),
                    fam.quote("1-4-5-4-1", "サーブフェイズの場合、キャラカードを出すエリアはサーブエリアで、出すカードは1枚です。"),
                    fam.quote("5-17-3", "オフェンスポイントはサーブキャラのサーブポイントを基準にし"),
                    fam.quote("1-4-5-1", "そのエリアに対応したパラメータに「-」と表記されている場合、そのカードの登場を行うことはできません。"),
                    "%s serves with %s (serve point %d): its OP is %d. %s, whose serve point is "
                    "「-」, cannot appear there: the legal set is %s's appearance and passing. %s"
                    "Then the end phase and %s's turn %d, whose start phase chooses %s."
                    % (server, v, sv, sv, x, v,
                       "%s goes on top of %s, which becomes a gut above %s's old guts (8-3-1-1). "
                       % (v, old, old) if stacked else "", opp, turn + 1, route)])
                fam.add(key, "%s serves with serve point %d%s" % (
                            server, sv, " on an old stack" if stacked else ""),
                        desc, clauses, ["serve"], setup, script,
                        {"state": state, "events": events,
                         "legal": [{"step": 0, "actions": [{"do": "appear", "card": v},
                                                           {"do": "pass"}]}]})
    return fam.cases
