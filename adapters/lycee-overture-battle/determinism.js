// determinism.js — the implementation's two sources of non-determinism replaced for a run:
// Date.now (its card instance ids, game.ts newUid) by a counter, and Math.random (its only
// random source: game.ts shuffle, a Fisher–Yates over Math.random) by draws that make the shuffle
// produce the case's scripted order. Outside a scripted shuffle Math.random throws, so a random
// decision the adapter did not script can never pass unnoticed.

export class UnscriptedRandom extends Error {}

let clock = 0;
Date.now = () => ++clock;
Math.random = () => {
  throw new UnscriptedRandom('the implementation drew a random number outside a scripted shuffle');
};

// Run fn() while Math.random makes a Fisher–Yates shuffle (from the end of the array, as
// game.ts shuffle) of `input` (uids in array order) yield `target` (uids in array order).
export function withScriptedShuffle(input, target, fn) {
  const a = [...input];
  const draws = [];
  for (let i = a.length - 1; i > 0; i--) {
    const z = a.indexOf(target[i]);
    if (z < 0 || z > i) throw new Error('the scripted shuffle is not a permutation of the deck');
    draws.push((z + 0.5) / (i + 1));
    [a[i], a[z]] = [a[z], a[i]];
  }
  const saved = Math.random;
  let used = 0;
  Math.random = () => {
    if (used >= draws.length) throw new UnscriptedRandom('the implementation drew more random numbers than one shuffle of the deck');
    return draws[used++];
  };
  try {
    const result = fn();
    if (used !== draws.length)
      throw new Error(`the implementation drew ${used} random numbers where a shuffle of ${input.length} cards takes ${draws.length}`);
    return result;
  } finally {
    Math.random = saved;
  }
}
