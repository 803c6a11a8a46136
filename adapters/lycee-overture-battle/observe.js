// observe.js — what is read back from the implementation's GameState, in the case vocabulary
// (docs/engines/lycee.md, "Observation: the state"): where every card is (a snapshot that
// events.js compares), and the final state. Nothing here applies a rule: values are the
// implementation's own (effectEngine.ts effectiveStats, hasAggressive, its tapped and
// deployedTurn), only renamed and reordered.
import { PLAYERS, fieldName } from './board.js';

// uid → {place, index, tapped} for every card; place is 'P1:hand', 'P2:AF-left' …; an item is
// at its character's field with role 'item', an area with role 'area', the cards under a
// character (its charges first) with role 'under'.
export function snapshot(gs) {
  const where = new Map();
  gs.players.forEach((st, p) => {
    const P = PLAYERS[p];
    const list = (zone, arr, order) => arr.forEach((c, i) => where.set(c.uid, { place: `${P}:${zone}`, index: order(i, arr.length), tapped: false }));
    list('deck', st.deck, (i, n) => n - 1 - i); // the implementation's top is the end of the array
    list('hand', st.hand, i => i);
    list('trash', st.trash, (i, n) => n - 1 - i); // it puts arrivals first (unshift)
    list('shield', st.shield, i => i);
    list('aside', st.special, i => i);
    list('removed', st.removed, i => i);
    for (let r = 0; r < 2; r++)
      for (let a = 0; a < 3; a++) {
        const place = `${P}:${fieldName(p, r, a)}`;
        const ch = st.field[r][a];
        if (ch) {
          where.set(ch.uid, { place, index: 0, tapped: ch.tapped, role: 'character' });
          if (ch.equip) where.set(ch.equip.uid, { place, index: 1, tapped: false, role: 'item' });
          [...ch.charge, ...ch.under].forEach((c, i) => where.set(c.uid, { place, index: 3 + i, tapped: false, role: 'under' }));
        }
        const ar = st.fieldAreas[r][a];
        if (ar) where.set(ar.uid, { place, index: 2, tapped: false, role: 'area' });
      }
  });
  return where;
}

function fieldList(gs, eng, p, r, a) {
  const st = gs.players[p];
  const out = [];
  const ch = st.field[r][a];
  if (ch) {
    const s = eng.effectiveStats(gs, ch.uid);
    out.push({ card: ch.uid, tapped: ch.tapped, fresh: ch.deployedTurn !== null && !eng.hasAggressive(gs, ch.uid),
      ap: s.ap, dp: s.dp, sp: s.sp, dmg: s.dmg,
      under: [...ch.charge, ...ch.under].map(c => c.uid), charges: ch.charge.map(c => c.uid) });
    if (ch.equip) out.push({ card: ch.equip.uid, item: true });
  }
  const ar = st.fieldAreas[r][a];
  if (ar) out.push({ card: ar.uid, area: true });
  return out;
}

// The winner: gs.winner, or only its game-over prompt when the deck ran out in the start phase
// (effectEngine.ts finishStartPhase sets the phase and the prompt, not gs.winner).
export function winner(gs) {
  if (gs.winner !== null && gs.winner !== undefined) return gs.winner;
  return gs.prompt?.kind === 'gameover' ? gs.prompt.winner : null;
}

// lastPhase: the phase the game was in when it ended (the implementation then says 'gameover').
export function finalState(gs, eng, first, lastPhase) {
  const state = {
    turn: {
      number: gs.turn, player: PLAYERS[gs.turnPlayer], first,
      phase: gs.phase === 'gameover' ? lastPhase : gs.phase,
      battle: gs.battle ? { attacker: gs.battle.attackerUid, defender: gs.battle.defenderUid } : null,
    },
    result: winner(gs) === null ? null : { winner: PLAYERS[winner(gs)] },
  };
  gs.players.forEach((st, p) => {
    const z = {
      deck: [...st.deck].reverse().map(c => c.uid),
      hand: st.hand.map(c => c.uid),
      trash: [...st.trash].reverse().map(c => c.uid),
      shield: st.shield.map(c => c.uid),
      aside: st.special.map(c => c.uid),
      declared: [],
      removed: st.removed.map(c => c.uid),
    };
    for (let r = 0; r < 2; r++)
      for (let a = 0; a < 3; a++) z[fieldName(p, r, a)] = fieldList(gs, eng, p, r, a);
    state[PLAYERS[p]] = z;
  });
  return state;
}
