// present.js — exit status 0 when the lycee-overture-battle snapshot is where the adapter looks
// for it (implementation.js), else 1 after saying on stderr exactly what is missing. Used by
// `make third-party` to run or skip this implementation.
import { location, missing } from './implementation.js';

const absent = missing();
if (absent) {
  console.error(absent);
  process.exit(1);
}
console.error(`lycee-overture-battle: ${location()}`);
