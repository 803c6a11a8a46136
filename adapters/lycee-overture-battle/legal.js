// legal.js — the answer to `query legal` (docs/engines/lycee.md: the actions a player may
// declare there, without targets or payments) read from the implementation: at a window
// (response, battle timing, end of the main phase) the options of its prompt; at its main-phase
// timing, the predicates its rules module exports for each action (rules.ts canAttack,
// validDeploySlots with sameNumberOnField, validMoveTargets), the payment left out as the
// vocabulary says.
import { MOVE_BASICS } from './cards.js';

export function legalActions(rules, gs, caseCards) {
  const out = [];
  const seen = new Set();
  const add = a => {
    const k = JSON.stringify(a);
    if (!seen.has(k)) { seen.add(k); out.push(a); }
  };
  const pr = gs.prompt;
  if (pr) {
    for (const o of pr.options ?? []) {
      if (o.id === 'pass' || o.id === 'end') add({ do: 'pass' });
      else if (o.id.startsWith('sup:') || o.id.startsWith('supC:')) add({ do: 'support', card: o.id.split(':')[1] });
      else throw new Error(`an option of kind ${o.id.split(':')[0]} has no action in the vocabulary mapped here`);
    }
    return out;
  }
  const p = gs.turnPlayer;
  const st = gs.players[p];
  for (let r = 0; r < 2; r++)
    for (let a = 0; a < 3; a++) {
      const c = st.field[r][a];
      if (!c) continue;
      if (rules.canAttack(gs, c.uid)) add({ do: 'attack', card: c.uid });
      const k = (caseCards[c.uid]?.basics ?? []).findIndex(b => MOVE_BASICS.includes(b.name));
      if (k >= 0 && rules.validMoveTargets(gs, c.uid).length > 0) add({ do: 'basic', card: c.uid, ability: k });
    }
  for (const c of st.hand) {
    const card = gs.cardsById[c.cardId];
    if (card.type === 'character' && !rules.sameNumberOnField(gs, p, c.cardId) && rules.validDeploySlots(gs, p, c.uid).length > 0)
      add({ do: 'play', card: c.uid });
  }
  add({ do: 'pass' });
  return out;
}
