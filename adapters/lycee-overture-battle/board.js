// board.js — the case's places written in the implementation's coordinates and back.
// A case names each player's six fields from that player's own viewpoint (0300/自分の場の構成),
// the two 場 being point-symmetric (0300/相手の場の配置: P1's left column is P2's right column).
// The implementation keeps field[row][area] per player, row 0 = AF, 1 = DF, area 0..2, and puts a
// battle in one column by using the same area index on both sides (rules.ts openDefensePrompt:
// players[defender].field[1][area] of the attacker's area). Its area index is therefore one
// frame for the whole table: P1's left is area 0, and P2's left, being P1's right, is area 2.

export const PLAYERS = ['P1', 'P2'];
export const FIELDS = ['AF-left', 'AF-center', 'AF-right', 'DF-left', 'DF-center', 'DF-right'];
export const ZONES = ['deck', 'hand', 'trash', 'shield', 'aside', 'declared'];

export function playerIndex(name) {
  return PLAYERS.indexOf(name);
}

// 'AF-left' of player index p → {row: 'AF', r: 0, area}
export function fieldCoords(p, field) {
  const [row, side] = field.split('-');
  const own = { left: 0, center: 1, right: 2 }[side];
  return { row, r: row === 'AF' ? 0 : 1, area: p === 0 ? own : 2 - own };
}

export function fieldName(p, r, area) {
  const own = p === 0 ? area : 2 - area;
  return `${r === 0 ? 'AF' : 'DF'}-${['left', 'center', 'right'][own]}`;
}

// The six-character positionFlags the implementation reads (rules.ts canPlaceAt: index
// row*3+area, a field is allowed when its character is 左, 中 or 右; '' allows all) for a card of
// player index p allowed on `place` (field names of its owner).
export function positionFlags(p, place) {
  if (!place) return '';
  const flags = ['×', '×', '×', '×', '×', '×'];
  for (const f of place) {
    const { r, area } = fieldCoords(p, f);
    flags[r * 3 + area] = ['左', '中', '右'][area];
  }
  return flags.join('');
}
