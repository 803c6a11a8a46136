// adapter.js — the oracle's adapter protocol 1 (docs/protocol.md) served by the rules engine of
// lycee-overture-battle (src/core/ of the snapshot outside this repository, implementation.js):
// one JSON request per line on stdin, one JSON response per line on stdout, in order;
// diagnostics on stderr only. A case is answered "skipped" when the implementation cannot be
// given it (express.js), else played on it (play.js); what it does is reported as it is, for the
// oracle's judge to compare with the rules.
import { createInterface } from 'node:readline';
import { UnscriptedRandom } from './determinism.js';
import { location, missing, commit, load } from './implementation.js';
import { cannotExpress } from './express.js';
import { Play, Skip } from './play.js';

// Nothing but responses may reach stdout.
console.log = console.info = console.debug = console.warn = (...args) => console.error(...args);

const DOC = 'lycee';

function reply(msg) {
  process.stdout.write(`${JSON.stringify(msg)}\n`);
}

function keysAre(obj, allowed, required) {
  return obj !== null && typeof obj === 'object' && !Array.isArray(obj) &&
    Object.keys(obj).every(k => allowed.includes(k)) && required.every(k => k in obj);
}

const absent = missing();
if (absent) {
  // The oracle reads stderr's last lines into its report; the start is refused with the same words.
  console.error(`lycee-overture-battle adapter: ${absent}`);
}
const impl = absent ? null : await load(location());

function run(seq, c) {
  if (!keysAre(c, ['id', 'doc', 'tags', 'setup', 'script'], ['id', 'doc', 'tags', 'setup', 'script']) ||
      typeof c.setup !== 'object' || !Array.isArray(c.script))
    return { seq, status: 'errored', message: 'the case needs exactly id, doc, tags, setup (object) and script (array)' };
  if (c.doc !== DOC) return { seq, status: 'skipped', reason: `this adapter implements ${DOC} only` };
  const reason = cannotExpress(c.setup, c.script);
  if (reason) return { seq, status: 'skipped', reason };
  try {
    return { seq, status: 'result', observation: new Play(impl, c).run() };
  } catch (err) {
    if (err instanceof Skip) return { seq, status: 'skipped', reason: err.message };
    if (err instanceof UnscriptedRandom) return { seq, status: 'errored', message: `lycee-overture-battle: ${err.message}` };
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
    console.error(`lycee-overture-battle adapter: a request is not JSON (${err.message}); ignored`);
    return;
  }
  if (req && req.cmd === 'start') {
    if (!keysAre(req, ['protocol', 'cmd'], ['protocol', 'cmd']) || req.protocol !== 1 || absent) {
      reply({ protocol: 1, ok: false, error: absent ?? 'this adapter speaks protocol 1 only' });
      input.close();
      process.exitCode = 1;
      return;
    }
    started = true;
    reply({ protocol: 1, ok: true, engine: { name: 'lycee-overture-battle', version: commit() }, docs: [DOC] });
    return;
  }
  if (req && req.cmd === 'stop' && keysAre(req, ['cmd'], ['cmd'])) {
    reply({ ok: true });
    input.close();
    return;
  }
  if (!req || !Number.isInteger(req.seq)) {
    console.error('lycee-overture-battle adapter: a request has no integer seq; ignored');
    return;
  }
  if (!started) return reply({ seq: req.seq, status: 'errored', message: 'run before start' });
  if (req.cmd !== 'run' || !keysAre(req, ['cmd', 'seq', 'case'], ['cmd', 'seq', 'case']))
    return reply({ seq: req.seq, status: 'errored', message: 'expected {"cmd": "run", "seq", "case"} only' });
  if (req.seq !== nextSeq)
    console.error(`lycee-overture-battle adapter: seq ${req.seq} where ${nextSeq} was expected`);
  nextSeq = req.seq + 1;
  reply(run(req.seq, req.case));
});
