// adapter.js — the oracle's adapter protocol 1 (docs/protocol.md, the loop shared by the Node
// adapters: ../protocol/serve.mjs) served by the rules engine of lycee-overture-battle (src/core/
// of the snapshot outside this repository, implementation.js). A case is answered "skipped" when
// the implementation cannot be given it (express.js), else played on it (play.js); what it does
// is reported as it is, for the oracle's judge to compare with the rules.
import { serve } from '../protocol/serve.mjs';
import { UnscriptedRandom } from './determinism.js';
import { location, missing, commit, load } from './implementation.js';
import { cannotExpress } from './express.js';
import { Play, Skip } from './play.js';

const absent = missing();
const impl = absent ? null : await load(location());

function answer(c) {
  const reason = cannotExpress(c.setup, c.script);
  if (reason) return { status: 'skipped', reason };
  try {
    return { status: 'result', observation: new Play(impl, c).run() };
  } catch (err) {
    if (err instanceof Skip) return { status: 'skipped', reason: err.message };
    if (err instanceof UnscriptedRandom) return { status: 'errored', message: `lycee-overture-battle: ${err.message}` };
    throw err;
  }
}

serve({ name: 'lycee-overture-battle', version: absent ? null : commit(), doc: 'lycee', refusal: absent, answer });
