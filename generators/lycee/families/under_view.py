"""Family `under-view`: who sees the cards of a character's 下 (0430/公開) when the character
itself is turned face down or concealed (1570:裏にする, 1570:非公開にする). 0201/公開・非公開 sets a
card's 公開・非公開 for each card and each player, and 0430/公開 makes every card of a 下 face up
and public: an effect on the character changes its own face and sight, not its 下's, so both
players still see the 下 cards while the character is hidden. The character U declares the
effect on itself, resolved after the opponent's pass."""

from . import Family
from .processing import declared, user_scene


def generate(ctx):
    fam = Family(ctx, __name__)
    hidden_host(fam)
    return fam.cases


def hidden_host(fam):
    for verb, to in (("face_down", None), ("conceal", "opponent")):
        instr = {verb: "this"}
        if to:
            instr["to"] = to
        s = user_scene([instr], decks=(1, 1))
        tp, ntp = s.tp, s.ntp
        s.below("U", "X1", "X2")
        if verb == "face_down":
            name, title = "face-down-host", "A character with two 下 cards turned face down"
            quote = fam.quote("1570:裏にする", "指定されたカードを裏にし、お互いのプレイヤーに非公開にします。")
            tp_sees, ntp_sees = ["X1", "X2"], ["X1", "X2"]
            events = [{"type": "face", "card": "U", "up": False}]
            clauses = ["1570:裏にする", "0201/表向き・裏向き", "0201/表向き・裏向き/裏向き"]
            who = "neither player sees U"
        else:
            name, title = "concealed-host", "A character with two 下 cards concealed from the opponent"
            quote = fam.quote("1570:非公開にする", "指定されたカードを指定されたプレイヤーに非公開にします。")
            tp_sees, ntp_sees = ["U", "X1", "X2"], ["X1", "X2"]
            events = [{"type": "conceal", "card": "U", "to": [ntp]}]
            clauses = ["1570:非公開にする", "0201/公開・非公開"]
            who = "%s no longer sees U" % ntp
        fam.add(name, title,
                " ".join([quote,
                          fam.quote("0201/公開・非公開", "公開・非公開の情報はカードごとに2人のプレイヤーそれぞれに対して設定され"),
                          fam.quote("0430/公開", "下に置かれたカードは表向きで全てのプレイヤーに公開です。"),
                          "The effect names U alone: %s, while X1 and X2 under it stay public, "
                          "seen by both players." % who]),
                clauses + ["0201/公開・非公開~r1", "0430/公開"],
                ["processing", "face", "under"], s.setup(), declared(s),
                {"state": {tp: {"DF-left": [{"card": "U", "under": ["X1", "X2"]}]},
                           "view": {tp: {"sees": tp_sees}, ntp: {"sees": ntp_sees}}},
                 "events": events})
