// determinism.js — the implementation's two sources of non-determinism replaced for the
// adapter's lifetime: Date.now (its card instance ids, game.ts newUid) by a counter, and
// Math.random (its only random source, game.ts shuffle, used by the pre-game's redraw and by
// effects, neither of which is played here) by a function that throws, so that a random
// decision the script does not state can never pass unnoticed.

export class UnscriptedRandom extends Error {}

let clock = 0;
Date.now = () => ++clock;
Math.random = () => {
  throw new UnscriptedRandom('the implementation drew a random number, which no case played here scripts');
};
