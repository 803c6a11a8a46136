// events.js — the events of the case vocabulary (docs/engines/lycee.md, "Observation: events")
// read from what one call of the implementation changed: every card whose place changed is a
// `move`, every character whose tapped flag changed on the field a `tap` or `untap`, a character
// arriving on a field an `enter`. The implementation records no events of its own; the cause of
// a move is the kind of call that made it (the caller's `context`) and the two zones.
import { snapshot } from './observe.js';

const zoneOf = place => place.split(':')[1];
const isField = place => /^(AF|DF)-/.test(zoneOf(place));

// The cause of a move from `from` to `to` during a call of kind `context`
// (pay, resolve, start-phase, damage, battle-result, hand-adjust, basic, rearrange, charge).
function cause(context, from, to) {
  const f = zoneOf(from);
  const t = zoneOf(to);
  if (context === 'charge') return f === 'deck' ? 'discard' : 'charge'; // 1510:チャージ+X #2, #3
  if (f === 'deck' && t === 'hand') return 'draw';
  if (f === 'hand' && t === 'trash') return context === 'hand-adjust' ? 'hand-adjust' : 'cost';
  if (f === 'hand' && isField(to)) return 'play';
  if ((f === 'deck' || f === 'shield') && t === 'trash') return 'damage';
  if (isField(from) && isField(to)) return context === 'basic' ? 'move' : context === 'rearrange' ? 'rearrange' : 'with';
  if (isField(from) && t === 'trash') return context === 'battle-result' ? 'down' : 'leave';
  return context;
}

export class EventLog {
  constructor(gs) {
    this.events = [];
    this.before = snapshot(gs);
    // The step an event names is the last action or query read (docs/protocol.md: the entry
    // that caused it): a choose entry answers the question of that entry's processing, so the
    // events after an answer keep the step of the action that asked (causeOf).
    this.cause = -1;
    this.causeOf = new Map();
  }

  // Entry `step` is an action or a query: the events from here on are its.
  caused(step) {
    this.cause = step;
  }

  // Entry `step` is an answer: its events are those of the entry that asked.
  answered(step) {
    this.causeOf.set(step, this.cause);
  }

  push(step, e) {
    const cause = this.causeOf.has(step) ? this.causeOf.get(step) : step;
    this.events.push({ type: e.type, step: cause, ...e });
  }

  // What the state `gs` changed since the last call, as events of `step`. `first`: cards whose
  // moves come before the others (a battle's downs: the defender, then the attacker, 0850:バトル結果);
  // taps and untaps come before the moves in the start phase (wake-up, then warm-up) and after
  // them otherwise.
  changes(step, gs, context, first = []) {
    const after = snapshot(gs);
    const moved = [];
    for (const [uid, now] of after) {
      const was = this.before.get(uid);
      if (was && was.place !== now.place) moved.push({ uid, from: was.place, to: now.place, now, was });
    }
    const rank = m => (first.includes(m.uid) ? first.indexOf(m.uid) : first.length);
    // In the order the cards arrived: by destination, then the position they took there.
    moved.sort((x, y) => rank(x) - rank(y) || (x.to < y.to ? -1 : x.to > y.to ? 1 : x.now.index - y.now.index));
    const taps = () => {
      for (const [uid, now] of after) {
        const was = this.before.get(uid);
        if (!was || now.role !== 'character' || was.role !== 'character') continue;
        if (!was.tapped && now.tapped) this.push(step, { type: 'tap', card: uid });
        if (was.tapped && !now.tapped) this.push(step, { type: 'untap', card: uid });
      }
    };
    if (context === 'start-phase') taps();
    for (const m of moved) {
      const why = cause(context, m.from, m.to);
      if (why === 'down' && m.was.role === 'character') this.push(step, { type: 'down', card: m.uid });
      this.push(step, { type: 'move', card: m.uid, from: m.from, to: m.to, cause: why });
      if (isField(m.to) && m.now.role === 'character' && !isField(m.from))
        this.push(step, { type: 'enter', card: m.uid, field: m.to, how: 'play' });
    }
    if (context !== 'start-phase') taps();
    this.before = after;
  }
}
