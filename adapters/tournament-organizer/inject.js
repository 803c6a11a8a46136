// inject.js — hands the case's scripted random outcomes to tournament-organizer through the
// library's own sources of randomness, and nothing else:
//  - seating: the library shuffles the players before it pairs (Fisher–Yates over Math.random in
//    tournament-pairings/dist/Shuffle.js); during one pairing call Math.random returns the values
//    that make that shuffle produce the scripted permutation, and the number of draws is checked;
//  - tiebreak: the library's last tiebreak is the players' ids (Tournament.sortForStandings ends
//    with parseInt(id, 36), ids being random UUIDs by default); the ids are chosen so that this
//    order is the scripted one.

// Run fn() while Math.random makes a Fisher–Yates shuffle of `input` (ids in the order the library
// passes them) yield `target`. Throws if the library draws a different number of values.
export function withScriptedShuffle(input, target, fn) {
  const a = [...input];
  const draws = [];
  for (let i = a.length - 1; i > 0; i--) {
    const z = a.indexOf(target[i]);
    if (z < 0 || z > i) throw new Error('scripted seating is not a permutation of the players');
    draws.push((z + 0.5) / (i + 1));
    [a[i], a[z]] = [a[z], a[i]];
  }
  const saved = Math.random;
  let used = 0;
  Math.random = () => {
    if (used >= draws.length) throw new Error('the library drew more random numbers than its shuffle of the players');
    return draws[used++];
  };
  try {
    const result = fn();
    if (used !== draws.length)
      throw new Error(`the library drew ${used} random numbers where its shuffle of ${input.length} players takes ${draws.length}`);
    return result;
  } finally {
    Math.random = saved;
  }
}

// Ids are multiples of ID_STEP, so a comparison that fell through to the ids differs by at least
// ID_STEP, far beyond any points or percentage difference.
export const ID_STEP = 1000000;

// Player ids (base 36, as the library parses them) so that `order` (fighters, first = ranked
// first among tied players) is the library's id order.
export function idsForOrder(order) {
  const ids = new Map();
  order.forEach((fighter, k) => ids.set(fighter, ((order.length - k) * ID_STEP).toString(36)));
  return ids;
}

// One order of all fighters consistent with every scripted group order (each a list, first
// ranked first), ties resolved by setup order; null when the orders contradict each other.
export function orderFromGroups(fighters, groupOrders) {
  const after = new Map(fighters.map(f => [f, new Set()]));
  const indegree = new Map(fighters.map(f => [f, 0]));
  for (const g of groupOrders)
    for (let i = 0; i + 1 < g.length; i++)
      if (!after.get(g[i]).has(g[i + 1])) {
        after.get(g[i]).add(g[i + 1]);
        indegree.set(g[i + 1], indegree.get(g[i + 1]) + 1);
      }
  const order = [];
  const done = new Set();
  while (order.length < fighters.length) {
    const next = fighters.find(f => !done.has(f) && indegree.get(f) === 0);
    if (next === undefined) return null;
    done.add(next);
    order.push(next);
    for (const f of after.get(next)) indegree.set(f, indegree.get(f) - 1);
  }
  return order;
}
