// cards.js — the case's synthetic cards written as the implementation's Card records
// (src/core/cards.ts Card: id, name, type, elements, ex, cost, positionFlags, ap/dp/sp/dmg,
// basicAbilities, ability). Owns the card numbers: the implementation tells cards apart by the
// digits of an id of the form LO-<digits> (rules.ts sameNumberOnField), so each distinct case
// number gets digits of its own; letters after a number's last digit stay letters after the
// digits, as on printed cards (LO-6971-A).

const ELEMENT = { snow: '雪', moon: '月', flower: '花', space: '宙', sun: '日' };
// The basic abilities the implementation declares (rules.ts moveCharacter).
export const MOVE_BASICS = ['step', 'side-step', 'order-step', 'order-change'];

const BASIC = { aggressive: 'アグレッシブ', step: 'ステップ', 'side-step': 'サイドステップ',
  'order-step': 'オーダーステップ', 'order-change': 'オーダーチェンジ', supporter: 'サポーター', assist: 'アシスト', charge: 'チャージ' };

// A cost (array of parts) as the implementation's cost string: one element character per point,
// 無 for [無]; [0] is no point. null when a part has no counterpart in its cost strings.
export function costString(parts) {
  let out = '';
  for (const part of parts ?? []) {
    if (part === '0') continue;
    if (part === 'any') out += '無';
    else if (typeof part === 'string' && ELEMENT[part]) out += ELEMENT[part];
    else return null;
  }
  return out;
}

function basicString(basics) {
  return (basics ?? []).map(b => {
    const tag = BASIC[b.name];
    if (b.name === 'supporter') return `[${tag}:[${costString(b.cost) || '0'}]]`;
    // written in full-width digits, as its card data does (effectEngine.ts chargeNumber reads only those)
    if (b.name === 'charge') return `[${tag}:${String(b.count ?? 1).replace(/\d/g, d => '０１２３４５６７８９'[d])}]`;
    if (b.cost && b.cost.length > 0) return `[${tag}:[${costString(b.cost) || '0'}]]`;
    return `[${tag}]`;
  }).join('');
}

// number → {digits, letters}: the part up to the last digit, and what follows it
function splitNumber(number) {
  const m = /^(.*\d)([^\d]*)$/.exec(number);
  return m ? { stem: m[1], letters: m[2] } : { stem: number, letters: '' };
}

let generation = 0;

// setup.cards → Map(case id → Card), each Card id unique for the adapter's lifetime (the
// implementation caches what it parses of a card by its id, cost.ts costAbOf, effectEngine.ts
// getParsed).
export function buildCards(cards, ownerOf, positionFlagsOf) {
  generation++;
  const stems = new Map();
  const out = new Map();
  for (const [id, c] of Object.entries(cards)) {
    const { stem, letters } = splitNumber(c.number ?? id);
    if (!stems.has(stem)) stems.set(stem, 1000 + stems.size);
    const number = `LO-${stems.get(stem)}${letters ? `-${letters}` : ''}`;
    out.set(id, {
      id: `${number}#${id}@${generation}`,
      abilityName: c.subname ?? '',
      name: c.name ?? id,
      type: c.type ?? 'character',
      typeRaw: '',
      rarity: '',
      elements: (c.attributes ?? []).length === 0 ? '無' : c.attributes.map(a => ELEMENT[a]).join(''),
      ex: c.ex ?? 1,
      cost: costString(c.cost) ?? '',
      positionFlags: positionFlagsOf(ownerOf(id), c.place),
      ap: c.ap ?? 1, dp: c.dp ?? 1, sp: c.sp ?? 1, dmg: c.dmg ?? 1,
      characterType: (c.types ?? []).join(' '),
      team: '',
      basicAbilities: basicString(c.basics),
      ability: '',
      cardSet: '', cardSet2: '',
      brand: (c.brands ?? ['LO']).join(' '),
    });
  }
  return out;
}
