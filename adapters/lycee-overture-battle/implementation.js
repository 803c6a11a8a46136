// implementation.js — finds the lycee-overture-battle snapshot (never part of this repository)
// and loads its rules engine (src/core/, TypeScript) through tsx. Owns the location (the
// variable LYCEE_OVERTURE_BATTLE, else ../shared/third-party/lycee-overture-battle beside the
// repository), the list of files the adapter needs from it, and what is said when they are not
// there.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPOSITORY = resolve(HERE, '..', '..');
export const VARIABLE = 'LYCEE_OVERTURE_BATTLE';
export const DEFAULT_LOCATION = resolve(REPOSITORY, '..', 'shared', 'third-party', 'lycee-overture-battle');

// What the adapter reads: the engine's modules it calls and the provenance that names the commit.
export const NEEDED = ['PROVENANCE.md', 'src/core/rules.ts', 'src/core/game.ts', 'src/core/cards.ts',
  'src/core/cost.ts', 'src/core/effects.ts', 'src/core/effectEngine.ts', 'src/core/clauses.ts',
  'src/core/abilities.ts'];

export function location() {
  const given = process.env[VARIABLE];
  return given && given !== '' ? resolve(given) : DEFAULT_LOCATION;
}

// null when everything is there, else the sentence that says what is missing and how to fix it.
export function missing(root = location()) {
  const from = process.env[VARIABLE] ? `${VARIABLE}=${process.env[VARIABLE]}` : `the default location (${VARIABLE} unset)`;
  if (!existsSync(root))
    return `lycee-overture-battle not found: ${root} does not exist (from ${from}); set ${VARIABLE} to the ` +
      'directory of the snapshot (the one holding PROVENANCE.md and src/core/)';
  const absent = NEEDED.filter(f => !existsSync(resolve(root, f)));
  if (absent.length > 0)
    return `lycee-overture-battle at ${root} (from ${from}) lacks ${absent.join(', ')}`;
  return null;
}

// The pinned commit, as PROVENANCE.md states it (the engine's own package.json says 0.1.0).
export function commit(root = location()) {
  const m = /Pinned commit[^`]*`([0-9a-f]{40})`/.exec(readFileSync(resolve(root, 'PROVENANCE.md'), 'utf8'));
  return m ? m[1].slice(0, 12) : 'unknown-commit';
}

// The engine's modules: rules.ts (every action and answer), game.ts (createEmptyGame) and
// effectEngine.ts (effectiveStats, hasAggressive). Their functions are pure, so the instances
// tsx gives each import need not be shared.
export async function load(root = location()) {
  const rules = await tsImport(resolve(root, 'src/core/rules.ts'), import.meta.url);
  const game = await tsImport(resolve(root, 'src/core/game.ts'), import.meta.url);
  const engine = await tsImport(resolve(root, 'src/core/effectEngine.ts'), import.meta.url);
  return { rules, game, engine, root };
}
