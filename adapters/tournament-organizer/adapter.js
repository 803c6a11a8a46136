// adapter.js — the oracle's adapter protocol 1 (docs/protocol.md, the loop shared by the Node
// adapters: ../protocol/serve.mjs) served by the npm library tournament-organizer 4.1.1. A case
// is answered "skipped" when the library cannot express it (express.js), else played on the
// library (play.js); what the library computes is reported as it is, for the oracle's judge to
// compare with the rules.
import { readFileSync } from 'node:fs';
import { serve } from '../protocol/serve.mjs';
import { cannotExpress } from './express.js';
import { Play, Skip, LibraryError } from './play.js';
import { orderFromGroups } from './inject.js';

const LIBRARY_VERSION = JSON.parse(readFileSync(
  new URL('./node_modules/tournament-organizer/package.json', import.meta.url), 'utf8')).version;

// Play the case; when scripted tiebreak orders were consumed, play it again with the player ids
// that make the library's id order follow them (inject.js).
function play(c) {
  const first = new Play(c.setup, c.script, c.setup.fighters);
  const obs = first.run();
  if (first.tieOrders.length === 0) return obs;
  const order = orderFromGroups(c.setup.fighters, first.tieOrders);
  if (!order)
    throw new Skip('the scripted tiebreak orders contradict each other, and the library breaks ' +
      'every tie of the event by one fixed order of the player ids');
  const second = new Play(c.setup, c.script, order);
  const replayed = second.run();
  if (JSON.stringify(second.tieOrders) !== JSON.stringify(first.tieOrders))
    throw new LibraryError('the library\'s tied groups changed with the player ids');
  return replayed;
}

function answer(c) {
  if (!Array.isArray(c.setup.fighters) || new Set(c.setup.fighters).size !== c.setup.fighters.length)
    return { status: 'result', observation: { state: {}, events: [], rejections: [], legal: [], consumed: 0,
      error: 'setup.fighters must be a list of unique names' } };
  const reason = cannotExpress(c.setup, c.script);
  if (reason) return { status: 'skipped', reason };
  try {
    return { status: 'result', observation: play(c) };
  } catch (err) {
    if (err instanceof Skip) return { status: 'skipped', reason: err.message };
    if (err instanceof LibraryError) return { status: 'errored', message: `tournament-organizer: ${err.message}` };
    throw err;
  }
}

serve({ name: 'tournament-organizer', version: LIBRARY_VERSION, doc: 'bushiroad-floor', refusal: null, answer });
