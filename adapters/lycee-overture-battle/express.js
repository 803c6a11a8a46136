// express.js — what the adapter cannot play on lycee-overture-battle, decided from the case
// before playing, with the reason answered as "skipped". Two kinds of reason, said in each
// message: what the implementation has no counterpart for, and what this adapter does not map
// (the implementation might express it, through text this adapter does not write).
import { MOVE_BASICS } from './cards.js';

// 【アシスト】 is written on the card although the implementation applies nothing of it (only its
// glossary names it, cards.ts): the case is played and shows that.
const MAPPED_BASICS = new Set([...MOVE_BASICS, 'aggressive', 'supporter', 'assist', 'charge']);
const CARD_KEYS_WITHOUT_COUNTERPART = {
  alias: 'a card also named another name (0210/特別処理): its Card has one name',
  enters_tapped: '「このキャラは行動済み状態で登場する」: read only from card text the adapter does not write',
  teams: 'チーム (0225): not mapped by this adapter',
  construction: '構築制限 (0110): the implementation has no deck check',
  leader: 'リーダー (0503): only in the pre-game, which is not played',
  owner: 'a card in the other player\'s zones: the implementation keeps each card in its owner\'s PlayerState',
};
const SETUP_STATE_WITHOUT_COUNTERPART = {
  under: '下 and チャージ of a character (0430): not mapped by this adapter',
  charges: 'charges (1100:チャージ): not mapped by this adapter',
  priority: '「優先」 (0850:バトル結果): the implementation has no battle priority',
  effects: 'modifications already given (part 2 instructions): not mapped by this adapter',
  used: 'uses already counted this turn: not mapped by this adapter',
  game_used: 'ゲーム中1回まで (1200): per card number; not mapped by this adapter',
  trump: '[切札] already processed (1201): not mapped by this adapter',
};
const CHOICES = new Set(['defender', 'shield', 'hand-adjust', 'mill', 'charge']);

function cardReason(id, c) {
  if ((c.abilities ?? []).length > 0)
    return `card ${id} has abilities: the implementation reads effects only from Japanese card text, into the ` +
      'fixed patterns of its card pool (clauses.ts EffTarget: self, one friendly or opponent, all or AF or DF friendly, by attribute; ' +
      'no selection by column, adjacency or direction, no marker); this adapter does not write such text';
  const type = c.type ?? 'character';
  if (type !== 'character')
    return `card ${id} is an ${type}: without abilities it has nothing to do, and the adapter maps only characters`;
  for (const b of c.basics ?? []) {
    if (!MAPPED_BASICS.has(b.name))
      return `card ${id} has the basic ability ${b.name}: its effect is written in the effect language, not translated by this adapter`;
    if (b.name === 'supporter' && (b.cost ?? []).some(p => !['snow', 'moon', 'flower', 'space', 'sun', 'any'].includes(p)))
      return `card ${id}: 【サポーター】 with a cost other than attribute points has no counterpart in the implementation's cost strings`;
  }
  for (const [key, why] of Object.entries(CARD_KEYS_WITHOUT_COUNTERPART))
    if (key in c && !(key === 'enters_tapped' && c[key] === false) && !(key === 'leader' && c[key] === false))
      return `card ${id}: ${why}`;
  for (const part of c.cost ?? [])
    if (!['snow', 'moon', 'flower', 'space', 'sun', 'any', '0'].includes(part))
      return `card ${id}: a play cost with ${JSON.stringify(part)}: a Card's cost is a string of attribute characters`;
  return null;
}

function entryReason(e, cards) {
  if ('query' in e) return null;
  if ('random' in e) return `a scripted random outcome (${e.for}): only the pre-game and effects shuffle, neither is played`;
  if ('choose' in e) return CHOICES.has(e.for) ? null : `the choice ${e.for}: not offered by the implementation for what this adapter plays`;
  switch (e.do) {
    case 'pass':
    case 'attack':
      return null;
    case 'play':
      return e.use || e.cost_targets ? 'a play paid with cost-type effects or other costs: not mapped by this adapter' : null;
    case 'support':
      return (e.use ?? []).some(u => !('basic' in u)) ? 'a support paid by a cost-type ability: not mapped by this adapter' : null;
    case 'basic': {
      const b = (cards[e.card]?.basics ?? [])[e.ability];
      if (!b || !MOVE_BASICS.includes(b.name)) return null; // refused when played: no declaration of it there
      if (e.use || e.cost_targets) return 'a basic ability paid with cost-type effects or other costs: not mapped by this adapter';
      return null;
    }
    default:
      return `the declaration ${e.do}: its cards have abilities, which this adapter does not translate`;
  }
}

// null, or why the case is skipped
export function cannotExpress(setup, script) {
  const at = setup.start?.at ?? 'start';
  if (at === 'pregame')
    return 'the pre-game (0501, 0503): the implementation has no deck check (0110), decides the first player by ' +
      'rock-paper-scissors (rules.ts chooseRps) rather than at random, and deals no opening hand in src/core';
  for (const [key, why] of Object.entries(SETUP_STATE_WITHOUT_COUNTERPART))
    if (key in setup && !(Array.isArray(setup[key]) ? setup[key].length === 0 : Object.keys(setup[key]).length === 0))
      return why;
  for (const [id, c] of Object.entries(setup.cards ?? {})) {
    const why = cardReason(id, c);
    if (why) return why;
  }
  for (const e of script) {
    const why = entryReason(e, setup.cards ?? {});
    if (why) return why;
  }
  return null;
}
