// play.js — plays one bushiroad-floor case (docs/engines/bushiroad-floor.md) on
// tournament-organizer 4.1.1 and collects the observation (docs/protocol.md): setup becomes a
// Tournament, each script entry a call of the library's API, and every reported figure (pairings,
// results, points, match-win percentages, ranks, numbers of rounds, qualifiers) is read back from
// the library. Nothing here computes a rule of the document.
import { Tournament, Match } from 'tournament-organizer/components';
import { randomUUID } from 'node:crypto';
import { writeRational, writeDecimal } from './numbers.js';
import { withScriptedShuffle, idsForOrder, ID_STEP } from './inject.js';

// The run stops: a scripted random outcome the library asks for is missing (observation.pending).
class Pending extends Error {}
// The library's play left the script's path (a table the script names was not paired by it).
class Diverged extends Error {}
// The case cannot be run as written (observation.error).
export class CaseError extends Error {}
// The library cannot express this case after all (status "skipped").
export class Skip extends Error {}

const TIEBREAKS = {
  floor: ['opponent match win percentage', 'versus'],
  bushinavi: ['opponent match win percentage', 'opponent opponent match win percentage'],
  'bushinavi-no-rate': [],
};

export class Play {
  // order: the fighters in the order the library's last tiebreak (ids) should rank them.
  constructor(setup, script, order) {
    this.setup = setup;
    this.script = script;
    this.fighters = setup.fighters;
    this.cursor = 0;
    this.events = [];
    this.rejections = [];
    this.pending = null;
    this.error = null;
    this.tieOrders = [];      // the scripted tiebreak orders consumed, for inject.orderFromGroups
    this.completedRounds = new Set();
    this.libraryPairedRounds = new Set();
    this.ids = idsForOrder(order);
    this.fighterOf = new Map([...this.ids].map(([f, id]) => [id, f]));
    this.t = this.newTournament();
  }

  newTournament() {
    const s = this.setup;
    const scoring = s.scoring || { win: 1, draw: 0, loss: 0 };
    const method = (s.standings || 'floor') === 'floor' ? 'floor'
      : s.opponent_rate === false ? 'bushinavi-no-rate' : 'bushinavi';
    const t = new Tournament('case', 'case');
    t.set({
      stageOne: { format: s.format, rounds: s.format === 'swiss' ? s.rounds : 0 },
      // The library asks for a bye's points separately (default 1, its default win); it is set
      // to the win points, its default relation.
      scoring: { bestOf: 1, win: scoring.win, draw: scoring.draw, loss: scoring.loss, bye: scoring.win,
        tiebreaks: TIEBREAKS[method] },
    });
    for (const f of this.fighters) t.createPlayer(f, this.ids.get(f));
    return t;
  }

  id(f) {
    const id = this.ids.get(f);
    if (id === undefined) throw new CaseError(`unknown fighter ${JSON.stringify(f)}`);
    return id;
  }

  name(id) { return this.fighterOf.get(id); }

  emit(step, event) {
    const { type, ...rest } = event;
    this.events.push({ type, step, ...rest });
  }

  // Optional random entries (docs/cases.md) this library does not ask for: passed over.
  skipOptional(kind) {
    while (this.script[this.cursor] && this.script[this.cursor].random !== undefined &&
           this.script[this.cursor].optional === true && this.script[this.cursor].for !== kind)
      this.cursor++;
  }

  // The next script entry if it is the random outcome of `kind`; otherwise the run stops there.
  random(kind, options) {
    this.skipOptional(kind);
    const e = this.script[this.cursor];
    if (e && e.random !== undefined && e.for === kind) {
      this.cursor++;
      return e.random;
    }
    this.pending = { step: this.cursor, kind: 'random', for: kind, options };
    throw new Pending();
  }

  run() {
    try {
      while (this.cursor < this.script.length) {
        this.skipOptional(null);
        if (this.cursor >= this.script.length) break;
        const step = this.cursor;
        const e = this.script[step];
        if (e.do === undefined) break;          // a choice or random nobody asked for: unused
        this.cursor++;
        this.act(e, step);
      }
    } catch (err) {
      if (err instanceof Pending || err instanceof Diverged) { /* pending, or consumed, says where */ }
      else if (err instanceof CaseError) this.error = err.message;
      else throw err;
    }
    return this.observation();
  }

  act(e, step) {
    switch (e.do) {
      case 'pair': return e.tables !== undefined ? this.postPairing(e, step) : this.autoPairing(e, step);
      case 'result': return this.result(e, step);
      case 'drop': return this.drop(e, step);
      case 'standings': return this.standings(step);
      case 'recommend-rounds': return this.recommendRounds(e, step);
      case 'top-cut': return this.topCut(e, step);
      default: throw new CaseError(`step ${step}: unknown action ${JSON.stringify(e.do)}`);
    }
  }

  requireSwiss(step, what) {
    if (this.setup.format !== 'swiss')
      throw new Skip(`step ${step}: ${what} in ${this.setup.format} is not mapped onto the library`);
  }

  // Library points of every player over its completed matches (its own computeScores).
  libraryPoints() {
    const rounds = this.t.getMatches().map(m => m.getRoundNumber());
    const scores = this.t.computeScores(rounds.length ? Math.max(...rounds) : 0);
    return new Map(scores.map(s => [s.player.getId(), s.matchPoints]));
  }

  startStageOne(round) {
    if (this.t.getStatus() === 'setup') this.t.set({ status: 'stage-one' });
    this.t.set({ round });
  }

  // An organiser's pairing: the library has no operation for it and checks none; its matches are
  // entered with the library's data API (Match, Tournament.set, Player.addMatch), byes with
  // Tournament.assignBye (which does refuse an inactive player or one already paired).
  postPairing(e, step) {
    this.requireSwiss(step, 'an organiser\'s pairing');
    const R = e.round;
    const tables = e.tables || [];
    const bye = e.bye || [];
    for (const tb of tables)
      if (!Array.isArray(tb) || tb.length !== 2) throw new CaseError(`step ${step}: a table is not two fighters`);
    this.startStageOne(R);
    const points = this.libraryPoints();
    for (const f of bye) {
      try {
        this.t.assignBye(this.id(f), R);
      } catch (err) {
        if (err instanceof CaseError) throw err;
        // the library names no clause: the reason class of the vocabulary (byes)
        this.rejections.push({ step, class: 'byes', reason: `Tournament.assignBye: ${err.message}` });
        return;
      }
    }
    let number = this.t.getMatchesByRound(R).filter(m => !m.isBye()).length;
    for (const [x, y] of tables) {
      const [ix, iy] = [this.id(x), this.id(y)];
      const m = new Match(randomUUID(), R, ++number);
      m.set({ active: true, player1: { id: ix }, player2: { id: iy } });
      this.t.set({ matches: [m] });
      const upDown = points.get(ix) !== points.get(iy);
      this.t.getPlayer(ix).addMatch({ id: m.getId(), opponent: iy, pairUpDown: upDown, seating: null });
      this.t.getPlayer(iy).addMatch({ id: m.getId(), opponent: ix, pairUpDown: upDown, seating: null });
    }
    this.emit(step, { type: 'pairing', round: R, tables, bye });
  }

  // The library's own Swiss pairing (Tournament.nextRound), its shuffle given the scripted seating.
  autoPairing(e, step) {
    this.requireSwiss(step, 'the library\'s own pairing');
    const R = e.round;
    this.startStageOne(R - 1);
    const active = this.t.getActivePlayers().map(p => p.getId());
    const options = active.map(id => this.name(id));
    const seating = this.random('seating', options);
    if (!Array.isArray(seating) || seating.length !== options.length ||
        [...seating].sort().join('\u0000') !== [...options].sort().join('\u0000'))
      throw new CaseError(`step ${this.cursor - 1}: the seating is not a permutation of ${JSON.stringify(options)}`);
    const points = this.libraryPoints();
    try {
      withScriptedShuffle(active, seating.map(f => this.id(f)), () => this.t.nextRound());
    } catch (err) {
      if (err instanceof CaseError) throw err;
      throw new LibraryError(`step ${step}: Tournament.nextRound: ${err.message}`);
    }
    // Presentation only (the pairs are the library's): a table's higher-placed fighter first, by
    // the library's points, then seat; tables in that order of their first fighter.
    this.libraryPairedRounds.add(R);
    const seat = new Map(seating.map((f, i) => [this.id(f), i]));
    const place = id => [-points.get(id), seat.get(id)];
    const before = (a, b) => { const [pa, pb] = [place(a), place(b)]; return pa[0] - pb[0] || pa[1] - pb[1]; };
    const matches = this.t.getMatchesByRound(R);
    const tables = matches.filter(m => !m.isBye() && m.getPlayer2().id !== null)
      .map(m => [m.getPlayer1().id, m.getPlayer2().id].sort(before))
      .sort((a, b) => before(a[0], b[0]))
      .map(tb => tb.map(id => this.name(id)));
    const bye = matches.filter(m => m.isBye()).map(m => this.name(m.getPlayer1().id));
    this.emit(step, { type: 'pairing', round: R, tables, bye });
  }

  findMatch(R, x, y, step) {
    const [ix, iy] = [this.id(x), this.id(y)];
    const found = this.t.getMatchesByRound(R).filter(m => !m.isBye() && !m.isLoss() &&
      ((m.getPlayer1().id === ix && m.getPlayer2().id === iy) || (m.getPlayer1().id === iy && m.getPlayer2().id === ix)));
    if (found.length === 0) {
      // After the library's own pairing the script follows the rules' pairing: a table the
      // library did not make ends the run here (the entries left are reported unused).
      if (this.libraryPairedRounds.has(R)) { this.cursor = step; throw new Diverged(); }
      throw new CaseError(`step ${step}: ${x} and ${y} have no table in round ${R}`);
    }
    const open = found.find(m => m.isActive());
    if (!open) throw new CaseError(`step ${step}: the table ${x}–${y} of round ${R} already has a result`);
    return open;
  }

  result(e, step) {
    this.requireSwiss(step, 'a result');
    const R = e.round;
    const [x, y] = e.table;
    const m = this.findMatch(R, x, y, step);
    const ix = this.id(x);
    try {
      if (e.outcome === 'win') {
        if (m.getPlayer1().id === ix) this.t.enterResult(m.getId(), 1, 0);
        else this.t.enterResult(m.getId(), 0, 1);
      } else if (e.outcome === 'draw') {
        this.t.enterResult(m.getId(), 0, 0, 1);
      } else if (e.outcome === 'win-by-default') {
        this.t.assignLoss(this.id(y), R);     // the library's loss by default: Y a loss, X a bye
      } else {
        throw new CaseError(`step ${step}: outcome ${JSON.stringify(e.outcome)} is not mapped`);
      }
    } catch (err) {
      if (err instanceof CaseError) throw err;
      throw new LibraryError(`step ${step}: ${err.message}`);
    }
    this.emit(step, this.resultEvent(R, [x, y]));
    this.roundComplete(R, step);
  }

  // What the library recorded for x and y in round R (their entries in Player.getMatches()).
  resultEvent(R, table) {
    const ev = { type: 'result', round: R, table, winners: [], losers: [], drawn: [] };
    for (const f of table) {
      const rec = this.recordIn(this.id(f), R);
      if (!rec) continue;
      if (rec.win > rec.loss) ev.winners.push(f);
      else if (rec.loss > rec.win) ev.losers.push(f);
      else if (rec.draw > 0) ev.drawn.push(f);
    }
    return ev;
  }

  recordIn(id, R) {
    const recs = this.t.getPlayer(id).getMatches().filter(r => this.t.getMatch(r.id).getRoundNumber() === R);
    return recs[recs.length - 1];
  }

  roundComplete(R, step) {
    if (this.completedRounds.has(R)) return;
    if (this.t.getMatchesByRound(R).some(m => m.isActive())) return;
    this.completedRounds.add(R);
    this.emit(step, {
      type: 'round-complete', round: R,
      remaining: this.t.getActivePlayers().map(p => this.name(p.getId())),
      finished: this.finished(), champions: [],
    });
  }

  // The library refuses a further Swiss round once stageOne.rounds are played (nextRound).
  finished() {
    return this.t.getRoundNumber() >= this.t.getStageOne().rounds && this.t.getActiveMatches().length === 0;
  }

  // Tournament.removePlayer; in Swiss it leaves the player's open match open, so a match still
  // open is first given to the opponent with the library's Tournament.assignLoss.
  drop(e, step) {
    this.requireSwiss(step, 'a drop');
    const id = this.id(e.fighter);
    const R = this.t.getRoundNumber();
    const open = this.t.getMatchesByRound(R).find(m => m.isActive() &&
      (m.getPlayer1().id === id || m.getPlayer2().id === id));
    try {
      if (open) {
        const table = [open.getPlayer1().id, open.getPlayer2().id].map(i => this.name(i));
        this.t.assignLoss(id, R);
        this.emit(step, this.resultEvent(R, table));
      }
      this.t.removePlayer(id);
    } catch (err) {
      throw new LibraryError(`step ${step}: ${err.message}`);
    }
    if (open) this.roundComplete(R, step);
  }

  // Tournament.getStandings(); where its comparison falls through to the ids (the library's
  // random last tiebreak) the scripted tiebreak order is asked for, from the top.
  standings(step) {
    const t = this.t;
    const rounds = t.getMatches().map(m => m.getRoundNumber());
    const maxRound = rounds.length ? Math.max(...rounds) : 0;
    const rows = t.getStandings();
    const tiedWithNext = i => Math.abs(t.sortForStandings(rows[i], rows[i + 1], maxRound)) >= ID_STEP / 2;
    for (let i = 0; i < rows.length; ) {
      let j = i;
      while (j + 1 < rows.length && tiedWithNext(j)) j++;
      if (j > i) {
        const group = rows.slice(i, j + 1).map(r => this.name(r.player.getId()));
        const options = this.fighters.filter(f => group.includes(f));
        this.skipOptional('tiebreak');
        const e = this.script[this.cursor];
        const fits = e && e.random !== undefined && e.for === 'tiebreak' && Array.isArray(e.random) &&
          e.random.length === options.length && options.every(f => e.random.includes(f));
        if (!fits) {
          this.pending = { step: this.cursor, kind: 'random', for: 'tiebreak', options };
          throw new Pending();
        }
        this.tieOrders.push(this.random('tiebreak', options));
      }
      i = j + 1;
    }
    const method = this.setup.standings || 'floor';
    const rate = method === 'floor' || this.setup.opponent_rate !== false;
    const digits = method === 'floor' ? 2 : 3;
    this.emit(step, {
      type: 'standings', after_round: t.getRoundNumber(),
      rows: rows.map((r, k) => {
        const row = { rank: k + 1, fighter: this.name(r.player.getId()), points: r.matchPoints };
        if (rate) {
          row.mw = writeDecimal(r.tiebreaks.matchWinPct, digits);
          if (method === 'floor') row.omw = writeRational(r.tiebreaks.oppMatchWinPct);
          else {
            row.oppt = writeDecimal(r.tiebreaks.oppMatchWinPct, 3);
            row.oppt2 = writeDecimal(r.tiebreaks.oppOppMatchWinPct, 3);
          }
        }
        return row;
      }),
    });
    this.lastStandingsStep = step;
  }

  // The library's number of Swiss rounds when none is set: startTournament's default.
  recommendRounds(e, step) {
    const t = new Tournament('rounds', 'rounds');
    t.set({ stageOne: { format: 'swiss', rounds: 0 } });
    for (let i = 0; i < e.fighters; i++) t.createPlayer(`p${i}`, `p${i}`);
    try {
      t.startTournament();
    } catch (err) {
      throw new Skip(`step ${step}: the library has no number of rounds for ${e.fighters} players: ` +
        `startTournament: ${err.message}`);
    }
    const r = t.getStageOne().rounds;
    this.emit(step, { type: 'recommended-rounds', fighters: e.fighters, top_cut: e.top_cut,
      recommendation: { min: r, max: r } });
  }

  // FR.3.2.4.1 as the library's stage two: stageTwo.advance by rank (the top `slots` of
  // getStandings go on), the excluded removed first with removePlayer.
  topCut(e, step) {
    this.requireSwiss(step, 'a top cut');
    if (e.method !== 'standings') throw new Skip(`step ${step}: top cut ${e.method} is not in the library`);
    if (this.lastStandingsStep === undefined) throw new CaseError(`step ${step}: a top cut needs standings first`);
    const t = this.t;
    try {
      for (const f of e.excluded || []) if (t.getPlayer(this.id(f)).isActive()) t.removePlayer(this.id(f));
      t.set({ stageTwo: { format: 'single-elimination', advance: { method: 'rank', value: e.slots } } });
      t.nextRound();
    } catch (err) {
      if (err instanceof CaseError) throw err;
      throw new LibraryError(`step ${step}: ${err.message}`);
    }
    const qualifiers = t.getStandings().filter(s => s.player.isActive()).map(s => this.name(s.player.getId()));
    this.emit(step, { type: 'top-cut', method: 'standings', qualifiers, empty: Math.max(0, e.slots - qualifiers.length) });
  }

  state() {
    const t = this.t;
    const points = this.libraryPoints();
    const fighters = {};
    for (const f of this.fighters) {
      const p = t.getPlayer(this.id(f));
      const recs = p.getMatches()
        .filter(r => !t.getMatch(r.id).isActive())
        .sort((a, b) => t.getMatch(a.id).getRoundNumber() - t.getMatch(b.id).getRoundNumber());
      const all = [...p.getMatches()].sort((a, b) => t.getMatch(a.id).getRoundNumber() - t.getMatch(b.id).getRoundNumber());
      fighters[f] = {
        points: points.get(p.getId()),
        wins: recs.filter(r => r.win > r.loss).length,
        losses: recs.filter(r => r.loss > r.win).length,
        draws: recs.filter(r => !r.bye && r.win === r.loss && r.draw > 0).length,
        byes: recs.filter(r => r.bye).length,
        dropped: this.setup.format === 'swiss' ? !p.isActive() : false,
        eliminated: false,
        opponents: all.filter(r => r.opponent !== null).map(r => this.name(r.opponent)),
      };
    }
    return { round: t.getRoundNumber(), finished: this.finished(), fighters };
  }

  observation() {
    const obs = { state: this.error ? {} : this.state(), events: this.events, rejections: this.rejections,
      legal: [], consumed: this.cursor };
    if (this.pending) obs.pending = this.pending;
    if (this.error) obs.error = this.error;
    return obs;
  }
}

// The library threw on an operation the case needs (status "errored").
export class LibraryError extends Error {}
