// adapter.js — the oracle's adapter protocol 1 (docs/protocol.md) served by the npm library
// tournament-organizer 4.1.1: one JSON request per line on stdin, one JSON response per line on
// stdout, in order; diagnostics on stderr only. A case is answered "skipped" when the library
// cannot express it (express.js), else played on the library (play.js); what the library
// computes is reported as it is, for the oracle's judge to compare with the rules.
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { cannotExpress } from './express.js';
import { Play, Skip, LibraryError } from './play.js';
import { orderFromGroups } from './inject.js';

// Nothing but responses may reach stdout.
console.log = console.info = console.debug = console.warn = (...args) => console.error(...args);

const DOC = 'bushiroad-floor';
const LIBRARY_VERSION = JSON.parse(readFileSync(
  new URL('./node_modules/tournament-organizer/package.json', import.meta.url), 'utf8')).version;

function reply(msg) {
  process.stdout.write(`${JSON.stringify(msg)}\n`);
}

function keysAre(obj, allowed, required) {
  return obj !== null && typeof obj === 'object' && !Array.isArray(obj) &&
    Object.keys(obj).every(k => allowed.includes(k)) && required.every(k => k in obj);
}

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

function run(seq, c) {
  if (!keysAre(c, ['id', 'doc', 'tags', 'setup', 'script'], ['id', 'doc', 'tags', 'setup', 'script']) ||
      typeof c.setup !== 'object' || !Array.isArray(c.script))
    return { seq, status: 'errored', message: 'the case needs exactly id, doc, tags, setup (object) and script (array)' };
  if (c.doc !== DOC) return { seq, status: 'skipped', reason: `this adapter implements ${DOC} only` };
  if (!Array.isArray(c.setup.fighters) || new Set(c.setup.fighters).size !== c.setup.fighters.length)
    return { seq, status: 'result', observation: { state: {}, events: [], rejections: [], legal: [], consumed: 0,
      error: 'setup.fighters must be a list of unique names' } };
  const reason = cannotExpress(c.setup, c.script);
  if (reason) return { seq, status: 'skipped', reason };
  try {
    return { seq, status: 'result', observation: play(c) };
  } catch (err) {
    if (err instanceof Skip) return { seq, status: 'skipped', reason: err.message };
    if (err instanceof LibraryError) return { seq, status: 'errored', message: `tournament-organizer: ${err.message}` };
    console.error(err && err.stack ? err.stack : String(err));
    return { seq, status: 'errored', message: `adapter failure: ${err && err.message ? err.message : String(err)}` };
  }
}

let started = false;
let nextSeq = 1;
const input = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });

input.on('line', line => {
  let req;
  try {
    req = JSON.parse(line);
  } catch (err) {
    console.error(`tournament-organizer adapter: a request is not JSON (${err.message}); ignored`);
    return;
  }
  if (req && req.cmd === 'start') {
    if (!keysAre(req, ['protocol', 'cmd'], ['protocol', 'cmd']) || req.protocol !== 1) {
      reply({ protocol: 1, ok: false, error: 'this adapter speaks protocol 1 only' });
      input.close();
      process.exitCode = 1;
      return;
    }
    started = true;
    reply({ protocol: 1, ok: true, engine: { name: 'tournament-organizer', version: LIBRARY_VERSION }, docs: [DOC] });
    return;
  }
  if (req && req.cmd === 'stop' && keysAre(req, ['cmd'], ['cmd'])) {
    reply({ ok: true });
    input.close();
    return;
  }
  if (!req || !Number.isInteger(req.seq)) {
    console.error('tournament-organizer adapter: a request has no integer seq; ignored');
    return;
  }
  if (!started) return reply({ seq: req.seq, status: 'errored', message: 'run before start' });
  if (req.cmd !== 'run' || !keysAre(req, ['cmd', 'seq', 'case'], ['cmd', 'seq', 'case']))
    return reply({ seq: req.seq, status: 'errored', message: 'expected {"cmd": "run", "seq", "case"} only' });
  if (req.seq !== nextSeq)
    console.error(`tournament-organizer adapter: seq ${req.seq} where ${nextSeq} was expected`);
  nextSeq = req.seq + 1;
  reply(run(req.seq, req.case));
});
