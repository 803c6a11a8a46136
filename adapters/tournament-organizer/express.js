// express.js — decides, before a case is played, whether tournament-organizer 4.1.1 can express
// it at all; returns the precise reason when it cannot (the adapter then answers "skipped").
// Only what the library lacks is a reason here: a case the library can play is played, and what
// the library computes is reported, even where it differs from the rules text.

const OUTCOMES_THE_LIBRARY_LACKS = {
  'time-up': 'the library has no time-up result (a match is recorded as games won by each ' +
    'player plus draws); entering it as a draw would be the adapter applying FR.3.2.1~p4, not the library',
  'double-loss': 'the library has no result in which both players lose (enterResult(id, 0, 0, 0) ' +
    'scores as a draw)',
  'simultaneous-loss': 'the library has no simultaneous-loss result; deciding it (a draw in Swiss, ' +
    'the non-turn player winning in single elimination) would be the adapter applying the rules',
};

const TOP_CUT_REASONS = {
  nation: 'the library has no top cut by nation/clan selection (FR.3.2.4.2); its only cut is ' +
    'stageTwo.advance by points or rank',
  'ride-line': 'the library has no top cut by ride-line selection (FR.3.2.4.3); its only cut is ' +
    'stageTwo.advance by points or rank',
  title: 'the library has no top cut by title selection (FR.3.2.4.4); its only cut is ' +
    'stageTwo.advance by points or rank',
  oshi: 'the library has no top cut by oshi selection (FR.3.2.4.6); its only cut is ' +
    'stageTwo.advance by points or rank',
  'usage-rate': 'the library has no top cut by card usage rate (FR.3.2.4.5); it knows no decks',
};

const DOUBLE_ELIMINATION_REASON =
  'the library\'s double elimination is a fixed bracket drawn at the start (winners and losers ' +
  'brackets, a grand final with a reset match, tournament-pairings DoubleElimination); FR.3.2.2 ' +
  're-pairs every round by loss count (undefeated against undefeated, one loss against one loss) ' +
  'and ends when the undefeated are at most top_places, which the library cannot play';

// The actions of the vocabulary's second part (docs/engines/bushiroad-floor.md, "Extension"),
// by what the library would need to play them.
const NO_PENALTIES = 'the library has no penalties (cautions, warnings, match losses, ' +
  'disqualification) or their escalation; it only removes players (removePlayer)';
const NO_CLOCK = 'the library has no clock: no time limits, time calls, extra turns or the ' +
  'time-out procedures of appendix A';
const NO_MATERIALS = 'the library knows nothing of game materials (decks, sleeves, required items)';
const NO_GAMES = 'the library records a match as its final game counts entered at once ' +
  '(enterResult); it has no game-by-game play, concession or agreed draw of its own';
const NO_REPORTING = 'the library has no seating, tardiness or result-reporting workflow: the ' +
  'organiser enters a result once';
const NO_TEAMS = 'the library has no teams';
const EXTENSION_REASONS = {
  'penalty-guide': NO_PENALTIES, penalty: NO_PENALTIES,
  'check-eligibility': 'the library has no player eligibility: it knows no dates, roles or groups',
  'card-legal': 'the library knows no cards, so no card legality',
  'required-items': NO_MATERIALS, 'check-sleeves': NO_MATERIALS, 'deck-check': NO_MATERIALS,
  time: NO_CLOCK, extend: NO_CLOCK, checkpoint: NO_CLOCK, 'match-time': NO_CLOCK,
  set: NO_GAMES, concede: NO_GAMES, 'agree-draw': NO_GAMES,
  late: NO_REPORTING, 'report-in': NO_REPORTING, misseating: NO_REPORTING, unreported: NO_REPORTING,
  report: NO_REPORTING, approve: NO_REPORTING, 'accept-report': NO_REPORTING,
  'correct-result': NO_REPORTING,
  challenge: 'the library has no judges or rulings to challenge',
  'register-team': NO_TEAMS, advise: NO_TEAMS, 'member-finished': NO_TEAMS,
  'lose-advice': NO_TEAMS, 'team-finished': NO_TEAMS,
  'forgotten-ability': 'the library has no games, so no abilities or zones for a judge to repair',
  'repair-zone': 'the library has no games, so no abilities or zones for a judge to repair',
  'end-event': 'the library has no operation to end its Swiss stage before its rounds ' +
    '(Tournament.set would rewrite stageOne.rounds as if they had been announced so)',
};

// The reason this case cannot be expressed, or null.
const SINGLE_ELIMINATION_REASON =
  'not mapped by this adapter: the library draws the whole single-elimination bracket at the ' +
  'start (tournament-pairings SingleElimination, a preliminary round instead of byes when the ' +
  'count is not a power of two) and refuses draws; mapping the scripted seating and results onto ' +
  'that bracket is not written yet';

export function cannotExpress(setup, script) {
  if (setup.format === 'double-elimination') return DOUBLE_ELIMINATION_REASON;
  if (setup.format === 'single-elimination') return SINGLE_ELIMINATION_REASON;
  const params = setup.params || {};
  if (params.bn_denominator !== undefined && params.bn_denominator !== 'opponent-rounds')
    return `reading parameter bn_denominator ${params.bn_denominator}: the library's match-win ` +
      'percentage always divides by the matches the player itself has on record (byes and ' +
      'assigned losses included), which is only the opponent-rounds reading';
  if (params.shared_rank !== undefined)
    return `reading parameter shared_rank ${params.shared_rank}: the library never gives two ` +
      'players the same rank (getStandings is a total order), so it has no numbering of shared ranks';
  if (params.tier_overflow !== undefined || params.usage_threshold !== undefined)
    return 'reading parameters of the tiered and usage-rate top cuts, which the library does not have';
  for (let i = 0; i < script.length; i++) {
    const e = script[i];
    if (e.do !== undefined && EXTENSION_REASONS[e.do])
      return `step ${i}: ${e.do}: ${EXTENSION_REASONS[e.do]}`;
    if (e.query !== undefined && e.query !== 'legal')
      return `step ${i}: query ${e.query}: ${EXTENSION_REASONS[e.query] || 'not in the library'}`;
    if (e.query !== undefined && (e.table !== undefined || e.penalty !== undefined))
      return `step ${i}: the legal actions at a table or the legal penalties: ` +
        (e.penalty !== undefined ? NO_PENALTIES : NO_GAMES);
    if (e.query !== undefined)
      return `step ${i}: the library has no enumeration of the legal pairings of a round ` +
        '(it only produces one pairing of its own, Tournament.nextRound)';
    if (e.do === 'result' && OUTCOMES_THE_LIBRARY_LACKS[e.outcome])
      return `step ${i}: ${e.outcome}: ${OUTCOMES_THE_LIBRARY_LACKS[e.outcome]}`;
    if (e.do === 'top-cut') {
      if (TOP_CUT_REASONS[e.method]) return `step ${i}: ${TOP_CUT_REASONS[e.method]}`;
    }
    if (e.do === 'disqualify')
      return `step ${i}: the library has no removal of a qualifier after the cut without ` +
        'replacement (FR.3.2.4~p5); removePlayer in stage two plays the match as a loss';
    if (e.do === 'recommend-rounds' && e.top_cut)
      return `step ${i}: the library's only number of rounds is the default that ` +
        'startTournament sets for Swiss (ceil(log2 players)); it does not depend on a top cut';
  }
  return null;
}
