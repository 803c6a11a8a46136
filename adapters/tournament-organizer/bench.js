// bench.js — `make bench`, the Swiss part, tournament-organizer's side: plays the input
// "swiss-1024" with the library and prints its own timings as one JSON line on stdout.
// tests/bench/bench_swiss.c plays the same input with the reference engine and runs this
// script between its own repetitions.
//
// The input "swiss-1024" (the same on both sides):
//   - fighters F0001 … F1024, setup order = number;
//   - one xorshift32 generator seeded 2026 (x ^= x << 13; x ^= x >> 17; x ^= x << 5 on
//     uint32); round-1 seating: Fisher–Yates over the setup order (for i = n-1 down to 1:
//     j = next() % (i+1); swap a[i], a[j]); round 1 pairs seats 1–2, 3–4, …;
//   - rounds 2 … 10 are paired by each implementation's own Swiss algorithm. Whatever either
//     implementation draws at random comes from the same generator, continued: here the
//     library's shuffle calls Math.random, which this script replaces with next() / 2^32;
//   - the result at a table [X, Y] (fighter numbers x, y): a draw when (x + y) % 7 == 0, else
//     the fighter with the smaller number wins; scoring win 3 / draw 1 / loss 0;
//   - after every round, the standings: here the library's own, by match points, then its
//     "opponent match win percentage" tiebreak.
// Timed: the 10 rounds of pair + record results + standings, from a tournament whose fighters
// are entered; process start-up, module loading and entering the fighters are not timed.
//
// Round 1 is given to the library, not drawn by it: the library's startTournament() pairs
// round 1 itself, at random, so the round-1 tables are posted the way Manager.loadTournament
// restores a saved event (Tournament.set with the matches, Player.addMatch for each player).
//
// An ES module, as package.json declares this folder. Usage: node bench.js [REPETITIONS]
// (default 1). Output, one line:
//   {"library": "tournament-organizer 4.1.1", "ms": [..per repetition..], "top8": [...],
//    "complete": B, "rematches": N, "byes": N}
// top8: the standings after round 10; complete: every fighter sat at a table in every round;
// rematches: tables of two fighters who had met; byes: fighters left without a table (these
// three of the first repetition). When the library cannot be found it prints
// {"error": "..."} and exits with status 3.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const FIGHTERS = 1024;
const ROUNDS = 10;
const SEED = 2026;
const SCORING = { win: 3, draw: 1, loss: 0 };

function xorshift32(seed) {
    let x = seed >>> 0;
    return () => {
        x ^= x << 13; x >>>= 0;
        x ^= x >>> 17;
        x ^= x << 5; x >>>= 0;
        return x;
    };
}

function shuffleInPlace(a, next) {
    for (let i = a.length - 1; i > 0; i--) {
        const j = next() % (i + 1);
        [a[i], a[j]] = [a[j], a[i]];
    }
}

const fighterName = (k) => 'F' + String(k).padStart(4, '0');
const fighterNumber = (name) => Number(name.slice(1));

// The result rule: [p1 wins, p2 wins, draws] for Tournament.enterResult (best of 1).
function resultOf(p1, p2) {
    const x = fighterNumber(p1), y = fighterNumber(p2);
    if ((x + y) % 7 === 0)
        return [0, 0, 1];
    return x < y ? [1, 0, 0] : [0, 1, 0];
}

async function loadLibrary() {
    // Resolved from this folder's node_modules (package.json pins the version), else NODE_PATH.
    const main = require.resolve('tournament-organizer', { paths: [here] });
    const parts = require.resolve('tournament-organizer/components', { paths: [here] });
    const version = require(path.join(path.dirname(main), '..', 'package.json')).version;
    const { default: Manager } = await import(pathToFileURL(main).href);
    const { Match } = await import(pathToFileURL(parts).href);
    return { Manager, Match, version };
}

// One tournament, fighters entered (not timed).
function setUp(lib, rep) {
    const manager = new lib.Manager();
    const t = manager.createTournament('swiss-1024', {
        stageOne: { format: 'swiss', rounds: ROUNDS },
        scoring: { bestOf: 1, win: SCORING.win, draw: SCORING.draw, loss: SCORING.loss,
                   bye: SCORING.win, tiebreaks: ['opponent match win percentage'] },
    }, 'swiss-1024-' + rep);
    for (let k = 1; k <= FIGHTERS; k++)
        t.createPlayer(fighterName(k), fighterName(k));
    return t;
}

// Round 1: the seating's tables posted as the library's own matches.
function postRoundOne(lib, t, seating) {
    const matches = [];
    for (let k = 0; k + 1 < seating.length; k += 2) {
        const a = seating[k], b = seating[k + 1];
        const id = 'r1-' + (k / 2 + 1);
        const m = new lib.Match(id, 1, k / 2 + 1);
        m.set({ active: true, player1: { id: a }, player2: { id: b } });
        matches.push(m);
        t.getPlayer(a).addMatch({ id, opponent: b, seating: null });
        t.getPlayer(b).addMatch({ id, opponent: a, seating: null });
    }
    t.set({ status: 'stage-one', round: 1, matches });
}

function recordResults(t, round) {
    for (const m of t.getMatchesByRound(round)) {
        const p1 = m.getPlayer1().id, p2 = m.getPlayer2().id;
        if (p1 === null || p2 === null)
            continue;  // a bye: the library scores it itself
        const [w1, w2, d] = resultOf(p1, p2);
        t.enterResult(m.getId(), w1, w2, d);
    }
}

// Every fighter at exactly one table each round, no table of two fighters who had met.
function checkRounds(t) {
    const met = new Set();
    let complete = true, rematches = 0, byes = 0;
    for (let r = 1; r <= ROUNDS; r++) {
        const seen = new Set();
        for (const m of t.getMatchesByRound(r)) {
            const p1 = m.getPlayer1().id, p2 = m.getPlayer2().id;
            if (p1 === null || p2 === null) {
                byes++;
                continue;
            }
            for (const p of [p1, p2]) {
                if (seen.has(p))
                    complete = false;
                seen.add(p);
            }
            const key = p1 < p2 ? p1 + ':' + p2 : p2 + ':' + p1;
            if (met.has(key))
                rematches++;
            met.add(key);
        }
        if (seen.size !== FIGHTERS)
            complete = false;
    }
    return { complete, rematches, byes };
}

function playOnce(lib, rep) {
    const next = xorshift32(SEED);
    const seating = Array.from({ length: FIGHTERS }, (_, i) => fighterName(i + 1));
    shuffleInPlace(seating, next);
    const random = Math.random;
    Math.random = () => next() / 4294967296;
    const t = setUp(lib, rep);
    let standings = null;
    const t0 = performance.now();
    try {
        for (let r = 1; r <= ROUNDS; r++) {
            if (r === 1)
                postRoundOne(lib, t, seating);
            else
                t.nextRound();
            recordResults(t, r);
            standings = t.getStandings();
        }
    } finally {
        Math.random = random;
    }
    const ms = performance.now() - t0;
    return { ms, t, standings };
}

async function main() {
    const reps = process.argv.length > 2 ? Number(process.argv[2]) : 1;
    if (!Number.isInteger(reps) || reps < 1) {
        process.stderr.write('usage: node bench.js [REPETITIONS]\n');
        process.exit(2);
    }
    let lib;
    try {
        lib = await loadLibrary();
    } catch (e) {
        process.stdout.write(JSON.stringify({ error: 'tournament-organizer cannot be loaded: ' +
            e.message.split('\n')[0] }) + '\n');
        process.exit(3);
    }
    const out = { library: 'tournament-organizer ' + lib.version, ms: [] };
    for (let rep = 0; rep < reps; rep++) {
        const { ms, t, standings } = playOnce(lib, rep);
        out.ms.push(Math.round(ms * 1000) / 1000);
        if (rep === 0) {
            out.top8 = standings.slice(0, 8).map(s => s.player.getId());
            Object.assign(out, checkRounds(t));
        }
    }
    process.stdout.write(JSON.stringify(out) + '\n');
}

await main();
