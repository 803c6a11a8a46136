// test.js — the adapter's own translations checked against the text, without the
// implementation (node --test adapters/lycee-overture-battle/test.js; make third-party runs it):
// the fields' frame against 0300's 配置例B, the placement flags, the cost strings, the card
// numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldCoords, fieldName, positionFlags, FIELDS } from './board.js';
import { costString, buildCards } from './cards.js';

// 0300/相手の場の配置, in the frame of 配置例B with P1 as 自分: P2's AF-right, AF-center, AF-left
// are D E F and P1's AF-left, AF-center, AF-right are G H I; D is in G's column, F in I's.
test('the same column is the same area index on both sides (0300/相手の場の配置)', () => {
  const column = (p, f) => fieldCoords(p, f).area;
  assert.equal(column(1, 'AF-right'), column(0, 'AF-left')); // D, G
  assert.equal(column(1, 'AF-center'), column(0, 'AF-center')); // E, H
  assert.equal(column(1, 'AF-left'), column(0, 'AF-right')); // F, I
  assert.equal(column(1, 'DF-right'), column(0, 'DF-left')); // A above J
  assert.notEqual(column(1, 'AF-left'), column(0, 'AF-left'));
});

test('a field name survives the round trip for both players', () => {
  for (const p of [0, 1])
    for (const f of FIELDS) {
      const { r, area } = fieldCoords(p, f);
      assert.equal(fieldName(p, r, area), f);
    }
});

test('placement flags allow exactly the fields of place, in the owner\'s frame', () => {
  assert.equal(positionFlags(0, undefined), '');
  assert.equal(positionFlags(0, ['AF-left', 'DF-right']), '左××××右');
  assert.equal(positionFlags(1, ['AF-left', 'DF-right']), '××右左××');
});

test('costs: one character per point, 無 for [無], nothing for [0], null for what has no counterpart', () => {
  assert.equal(costString(['snow', 'any', 'any']), '雪無無');
  assert.equal(costString(['0']), '');
  assert.equal(costString(['T']), null);
  assert.equal(costString([{ charge: 1 }]), null);
});

test('one card number per case number, its letters after the digits (LY-NUMBER-LETTERS)', () => {
  const cards = buildCards({ A: { number: 'A1a' }, B: { number: 'A1b' }, C: {}, D: { number: 'LO-0100' } },
    () => 0, positionFlags);
  const digits = id => /^LO-(\d+)/.exec(cards.get(id).id)[1];
  assert.equal(digits('A'), digits('B'));
  assert.notEqual(digits('A'), digits('C'));
  assert.notEqual(digits('C'), digits('D'));
  assert.match(cards.get('A').id, /^LO-\d+-a#A@/);
  assert.equal(cards.get('C').elements, '無');
});

test('basic abilities as its card data writes them', () => {
  const cards = buildCards({ N: { basics: [{ name: 'charge', count: 12 }, { name: 'supporter', cost: ['any'] }] } },
    () => 0, positionFlags);
  assert.equal(cards.get('N').basicAbilities, '[チャージ:１２][サポーター:[無]]');
});

// docs/engines/lycee.md, "Reason classes": the class of each clause a refusal can name, and a
// silent refusal that says its class only.
test('a refusal carries the reason class of its clause', async () => {
  const { classOf, refusal } = await import('./refusals.js');
  assert.equal(classOf('0601/回数'), 'timing');
  assert.equal(classOf('0815/行動が許可される宣言タイミング'), 'timing');
  assert.equal(classOf('0810/行動の主要素の指定'), 'main-element');
  assert.equal(classOf('0603/行動の主要素の指定~r1'), 'use-limit');
  assert.equal(classOf('0904/宣言回数の上限'), 'use-limit');
  assert.equal(classOf('0810/対象'), 'target');
  assert.equal(classOf('0710/支払いの判定'), 'cost');
  assert.equal(classOf('0817/要求する使用代償'), 'cost');
  assert.throws(() => classOf('0502/判定#A'));
  assert.deepEqual(refusal('play', ['费用不足'], true).rule, '0710/支払いの判定');
  const silent = refusal('attack', [], true);
  assert.equal(silent.class, 'main-element');
  assert.equal(silent.rule, undefined);
  assert.equal(refusal('attack', [], false).class, 'timing');
});
