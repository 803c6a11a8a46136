// serve.mjs — the loop of the oracle's adapter protocol 1 (docs/protocol.md) that every Node
// adapter shares: one JSON request per line on stdin, one JSON response per line on stdout, in
// order, diagnostics on stderr only; `start` (protocol 1, or a refusal naming what is missing),
// `run` with its sequence number and a case of exactly id, doc, tags, setup and script, `stop`.
// An adapter gives what is its own: its name and version, its document, and `answer`, which turns
// a well-formed case of that document into a response's status and its fields.

import { createInterface } from 'node:readline';

// Whether obj is a plain object whose keys are among `allowed` and include every `required`.
export function keysAre(obj, allowed, required) {
  return obj !== null && typeof obj === 'object' && !Array.isArray(obj) &&
    Object.keys(obj).every(k => allowed.includes(k)) && required.every(k => k in obj);
}

const CASE_KEYS = ['id', 'doc', 'tags', 'setup', 'script'];

// Serves the protocol on stdin/stdout until `stop` or the end of input.
//   name     the implementation's name (engine.name, and the prefix of every diagnostic)
//   version  its version (engine.version)
//   doc      the one document it implements
//   refusal  null, or why `start` must be refused (the implementation is missing, say)
//   answer   (case) => { status: 'result', observation } | { status: 'skipped', reason } |
//            { status: 'errored', message }; what it throws is reported as an adapter failure
export function serve({ name, version, doc, refusal, answer }) {
  // Nothing but responses may reach stdout.
  console.log = console.info = console.debug = console.warn = (...args) => console.error(...args);
  if (refusal) {
    // The oracle reads stderr's last lines into its report; `start` is refused with the same words.
    console.error(`${name} adapter: ${refusal}`);
  }
  const reply = msg => process.stdout.write(`${JSON.stringify(msg)}\n`);

  function run(seq, c) {
    if (!keysAre(c, CASE_KEYS, CASE_KEYS) || typeof c.setup !== 'object' || !Array.isArray(c.script))
      return { seq, status: 'errored', message: 'the case needs exactly id, doc, tags, setup (object) and script (array)' };
    if (c.doc !== doc) return { seq, status: 'skipped', reason: `this adapter implements ${doc} only` };
    try {
      return { seq, ...answer(c) };
    } catch (err) {
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
      console.error(`${name} adapter: a request is not JSON (${err.message}); ignored`);
      return;
    }
    if (req && req.cmd === 'start') {
      if (!keysAre(req, ['protocol', 'cmd'], ['protocol', 'cmd']) || req.protocol !== 1 || refusal) {
        reply({ protocol: 1, ok: false, error: refusal ?? 'this adapter speaks protocol 1 only' });
        input.close();
        process.exitCode = 1;
        return;
      }
      started = true;
      reply({ protocol: 1, ok: true, engine: { name, version }, docs: [doc] });
      return;
    }
    if (req && req.cmd === 'stop' && keysAre(req, ['cmd'], ['cmd'])) {
      reply({ ok: true });
      input.close();
      return;
    }
    if (!req || !Number.isInteger(req.seq)) {
      console.error(`${name} adapter: a request has no integer seq; ignored`);
      return;
    }
    if (!started) return reply({ seq: req.seq, status: 'errored', message: 'run before start' });
    if (req.cmd !== 'run' || !keysAre(req, ['cmd', 'seq', 'case'], ['cmd', 'seq', 'case']))
      return reply({ seq: req.seq, status: 'errored', message: 'expected {"cmd": "run", "seq", "case"} only' });
    if (req.seq !== nextSeq)
      console.error(`${name} adapter: seq ${req.seq} where ${nextSeq} was expected`);
    nextSeq = req.seq + 1;
    reply(run(req.seq, req.case));
  });
}
