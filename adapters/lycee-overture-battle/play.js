// play.js — one lycee case played on lycee-overture-battle's rules engine: its state built
// from the setup (createEmptyGame with the case's synthetic cards, every card placed as the case
// says), each script entry given to the function of rules.ts that the platform's own interface
// calls for it, and the observation read back (observe.js, events.js). Every decision comes from
// the script; what the implementation does between decisions that needs no player (the start of a
// turn, acknowledging its damage pop-up) the adapter lets it do.
import { PLAYERS, FIELDS, playerIndex, fieldCoords, positionFlags } from './board.js';
import { buildCards, MOVE_BASICS } from './cards.js';
import { EventLog } from './events.js';
import { finalState, winner } from './observe.js';
import { classOf, refusal, wrongTiming } from './refusals.js';
import { legalActions } from './legal.js';

export class Skip extends Error {}
// A case that cannot be played as written: the message, and the JSON path of the member at fault
// (the observation's `errors`, docs/protocol.md).
export class CaseError extends Error {
  constructor(message, path) {
    super(message);
    this.path = path;
  }
}

const TIMING_OF_PROMPT = { response: 'response window', 'battle-timing': 'battle timing', 'end-main': 'end-of-main window' };
const CHOICE_OF_PROMPT = { defense: 'defender', shield: 'shield', 'hand-adjust': 'hand-adjust' };

// 【チャージ】 on entering (effectEngine.ts runDeployChain): how many deck cards to discard first
// (an effect-choice prompt of its own trigger '__chargeMill'), then the trash cards to charge (a
// card-pick prompt of purpose 'charge').
function chargeChoice(pr) {
  if (pr.kind === 'effect-choice' && pr.pending?.trigger === '__chargeMill') return 'mill';
  if (pr.kind === 'card-pick' && pr.purpose === 'charge' && !pr.pending) return 'charge';
  return null;
}

function instance(uid, cardId, zone) {
  return { uid, cardId, faceUp: zone !== 'deck', tapped: false, deployedTurn: null, equip: null,
    tempMods: { ap: 0, dp: 0, sp: 0, dmg: 0 }, tempSet: {}, charge: [], under: [], lost: [],
    supports: null, tempBonus: null, tempForceDefend: null, pendingEngage: null };
}

export class Play {
  constructor(impl, c) {
    this.rules = impl.rules;
    this.game = impl.game;
    this.eng = impl.engine;
    this.setup = c.setup;
    this.script = c.script;
    this.events = null;
    this.rejections = [];
    this.legal = [];
    this.pending = null;
    this.consumed = 0;
    this.lastPhase = 'main';
    this.battleOpen = false;
    this.over = false;
  }

  // ---- the starting state ----

  ownerOf(id) {
    const c = this.setup.cards[id];
    if (c && c.owner) return playerIndex(c.owner);
    for (const P of PLAYERS) {
      const z = this.setup[P] ?? {};
      for (const v of Object.values(z)) if ((Array.isArray(v) ? v : [v]).includes(id)) return playerIndex(P);
    }
    throw new CaseError(`card ${id} is in no zone`, `$.setup.cards.${id}`);
  }

  build() {
    const s = this.setup;
    if (!s.first) throw new CaseError('setup.first is required', '$.setup.first');
    this.first = s.first;
    const cards = buildCards(s.cards ?? {}, id => this.ownerOf(id), positionFlags);
    const gs = this.game.createEmptyGame([...cards.values()]);
    const start = s.start ?? { at: 'start' };
    gs.turn = start.turn ?? 1;
    gs.turnPlayer = start.player ? playerIndex(start.player)
      : (gs.turn % 2 === 1 ? playerIndex(s.first) : 1 - playerIndex(s.first));
    gs.ready = true;
    const tapped = new Set(s.tapped ?? []);
    const fresh = new Set(s.fresh ?? []);
    const make = (id, zone) => {
      if (!cards.has(id)) throw new CaseError(`card ${id} is not in setup.cards`, '$.setup.cards');
      const inst = instance(id, cards.get(id).id, zone);
      inst.tapped = tapped.has(id);
      // The turn it entered: the implementation only asks whether it is set (rules.ts canAttack).
      inst.deployedTurn = fresh.has(id) ? gs.turn : null;
      return inst;
    };
    PLAYERS.forEach((P, p) => {
      const z = s[P] ?? {};
      const st = gs.players[p];
      for (const key of Object.keys(z)) {
        if (!['deck', 'hand', 'trash', 'shield', 'aside', ...FIELDS].includes(key))
          throw new CaseError(`setup.${P}.${key}: not a zone`, `$.setup.${P}.${key}`);
      }
      if ((z.aside ?? []).length > 0) throw new Skip('cards 横 (0440) at the start: not mapped by this adapter');
      st.deck = (z.deck ?? []).map(id => make(id, 'deck')).reverse();
      st.hand = (z.hand ?? []).map(id => make(id, 'hand'));
      st.trash = (z.trash ?? []).map(id => make(id, 'trash')).reverse();
      st.shield = (z.shield ?? []).map(id => make(id, 'shield'));
      for (const f of FIELDS) {
        const ids = z[f] ?? [];
        const { r, area } = fieldCoords(p, f);
        for (const id of Array.isArray(ids) ? ids : [ids]) {
          const inst = make(id, 'field');
          const type = cards.get(id).type;
          if (type === 'character') {
            if (st.field[r][area]) throw new CaseError(`setup.${P}.${f}: two characters`, `$.setup.${P}.${f}`);
            st.field[r][area] = inst;
          } else {
            throw new Skip(`${type} ${id} on a field at the start: not mapped by this adapter`);
          }
        }
      }
    });
    // 0229/行動状態: only a character on a field is tapped or untapped (docs/engines/lycee.md)
    const onField = new Set(PLAYERS.flatMap(P => FIELDS.flatMap(f => [s[P]?.[f] ?? []].flat())));
    (s.tapped ?? []).forEach((id, i) => {
      if (!onField.has(id)) throw new CaseError(`setup.tapped: ${id} is on no field`, `$.setup.tapped[${i}]`);
    });
    this.gs = gs;
    this.events = new EventLog(gs);
    if (start.at === 'main') {
      // 0522#1: the run begins with the main phase (メインフェイズ開始時), as the start phase's
      // settle() reports it when it reaches the main phase.
      gs.phase = 'main';
      this.events.push(-1, { type: 'phase', name: 'main', turn: gs.turn, player: PLAYERS[gs.turnPlayer] });
    } else if (start.at === 'start') {
      gs.phase = 'start'; // settle() begins the turn
    } else if (start.at === 'end') {
      // 0523#1: the main phase is over. The implementation reaches its end phase through the turn
      // player's endTurn and the other player's agreement (endMainAction 'end').
      gs.phase = 'main';
      this.call(-1, 'end-phase', g => this.rules.endTurn(g));
      if (this.gs.prompt?.kind !== 'end-main') throw new Skip('the implementation did not reach its end phase from this setup');
      this.endMain(-1);
    } else {
      throw new CaseError(`setup.start.at ${JSON.stringify(start.at)}: not a start`, '$.setup.start.at');
    }
  }

  // ---- calling the implementation ----

  // Run fn on the state; the log lines it wrote are returned; what it changed becomes events.
  call(step, context, fn, first = []) {
    const before = this.gs;
    before.log = [];
    if (before.phase !== 'gameover') this.lastPhase = before.phase;
    const stackBefore = before.response ? before.response.stack.length : 0;
    const next = fn(before);
    const lines = next.log ?? [];
    const refused = next === before || this.same(before, next);
    if (!refused) {
      this.eventsBefore(step, next, lines, stackBefore);
      this.events.changes(step, next, context, first);
      this.eventsAfter(step, next, stackBefore);
      if (this.battleOpen && !next.battle && next.phase !== 'gameover') {
        this.events.push(step, { type: 'battle-end' });
        this.battleOpen = false;
      }
      if (next.phase !== 'gameover') this.lastPhase = next.phase;
      if (next.phase === 'gameover' && !this.over) {
        this.over = true;
        const won = winner(next);
        this.events.push(step, { type: 'lose', player: PLAYERS[1 - won], why: 'deck' });
        this.events.push(step, { type: 'game-end', winner: PLAYERS[won] });
      }
    }
    this.gs = next;
    return { refused, lines };
  }

  same(a, b) {
    const strip = g => JSON.stringify({ ...g, log: [], voiceQueue: [] });
    return strip(a) === strip(b);
  }

  // What comes before the moves of a call: a resolution (0604#2), and the battle as the
  // implementation records it, the judgement and the deck damage being stated only by its log
  // (rules.ts resolveBattle, deckDamageStep).
  eventsBefore(step, next, lines, stackBefore) {
    for (const line of lines) {
      const m = /判定：攻击方 AP (-?\d+) vs 防御方 DP (-?\d+)(.*?)；防御方 AP (-?\d+) vs 攻击方 DP (-?\d+)(.*)。/.exec(line);
      if (m && this.battle) {
        this.events.push(step, { type: 'judge', card: this.battle.attacker, against: this.battle.defender, success: m[3].includes('被打倒'), priority: false });
        this.events.push(step, { type: 'judge', card: this.battle.defender, against: this.battle.attacker, success: m[6].includes('被打倒'), priority: false });
      }
      const d = /攻击方 DMG (-?\d+)：/.exec(line);
      if (d && this.battle) this.events.push(step, { type: 'damage', player: this.battle.defendingPlayer, amount: Number(d[1]) });
      if (/バトル中断/.test(line)) this.events.push(step, { type: 'interrupt' });
    }
    const stackAfter = next.response ? next.response.stack.length : 0;
    if (stackAfter < stackBefore && this.declared) {
      const item = this.declared;
      const card = this.cardOf(item);
      let success = true;
      if (item.kind === 'deploy') success = next.players[item.owner].hand.every(c => c.uid !== card);
      this.events.push(step, { type: 'resolve', action: this.actionOf(item), card, success });
      this.declared = null;
    }
  }

  // What comes after the moves of a call: a declaration established (0603#4, its payment being
  // made before it), a battle begun.
  eventsAfter(step, next, stackBefore) {
    const stackAfter = next.response ? next.response.stack.length : 0;
    if (stackAfter > stackBefore) {
      const item = next.response.stack[stackAfter - 1];
      this.declared = item;
      this.events.push(step, { type: 'declare', player: PLAYERS[item.owner], action: this.actionOf(item), card: this.cardOf(item) });
    }
    if (next.battle && !this.battleOpen) {
      this.battleOpen = true;
      this.battle = { attacker: next.battle.attackerUid, defender: null, defendingPlayer: PLAYERS[1 - next.battle.attackerPlayer] };
      this.events.push(step, { type: 'battle', attacker: next.battle.attackerUid });
    }
  }

  actionOf(item) {
    return { deploy: 'play', attack: 'attack', move: 'basic' }[item.kind] ?? item.kind;
  }

  cardOf(item) {
    return item.pend?.uid ?? item.pend?.itemUid ?? item.eff?.sourceUid ?? null;
  }

  // What needs no player: the start of a turn (the platform's 「开始回合」), the damage pop-up,
  // a defence with no candidate (0850#1 asks only when there is one).
  settle(step) {
    for (;;) {
      const gs = this.gs;
      if (gs.phase === 'gameover') return;
      if (gs.phase === 'start' && !gs.prompt) {
        this.events.push(step, { type: 'turn', number: gs.turn, player: PLAYERS[gs.turnPlayer] });
        this.events.push(step, { type: 'phase', name: 'start', turn: gs.turn, player: PLAYERS[gs.turnPlayer] });
        this.call(step, 'start-phase', g => this.rules.beginTurn(g));
        if (this.gs.phase === 'main' && !this.gs.prompt)
          this.events.push(step, { type: 'phase', name: 'main', turn: this.gs.turn, player: PLAYERS[this.gs.turnPlayer] });
      } else if (gs.prompt?.kind === 'damage') {
        this.call(step, 'damage', g => this.rules.confirmDamage(g));
      } else if (gs.prompt?.kind === 'defense' && gs.prompt.candidates.length === 0) {
        this.events.push(step, { type: 'defend', card: null });
        this.call(step, 'battle', g => this.rules.chooseDefense(g, null));
      } else {
        return;
      }
    }
  }

  // ---- the script ----

  run() {
    try {
      this.build();
      let step = 0;
      this.settle(-1);
      while (step < this.script.length && this.gs.phase !== 'gameover') {
        const used = this.entry(step, this.script[step]);
        if (used === 0) break;
        step += used;
        this.settle(step - 1);
      }
      this.consumed = step;
      // The script ended where the implementation asks for a choice: the run stops there.
      const d = step === this.script.length && this.gs.phase !== 'gameover' ? this.decision() : null;
      if (d && d.choice) this.pending = { step, kind: 'choose', for: d.choice, options: this.options(d.choice) };
    } catch (err) {
      if (err instanceof CaseError) return this.observation(err);
      throw err;
    }
    return this.observation();
  }

  // Who decides now and what: {timing: player, where} or {choice: kind, by}; null if nothing.
  decision() {
    const gs = this.gs;
    const pr = gs.prompt;
    if (!pr) return gs.phase === 'main' && !gs.battle ? { timing: gs.turnPlayer, where: 'main' } : null;
    if (TIMING_OF_PROMPT[pr.kind]) return { timing: pr.owner, where: pr.kind };
    if (CHOICE_OF_PROMPT[pr.kind]) {
      const by = pr.kind === 'defense' || pr.kind === 'shield' ? 1 - gs.battle.attackerPlayer : gs.turnPlayer;
      return { choice: CHOICE_OF_PROMPT[pr.kind], by };
    }
    if (chargeChoice(pr)) return { choice: chargeChoice(pr), by: pr.owner };
    throw new Skip(`the implementation asks for a decision the adapter does not map (prompt ${pr.kind})`);
  }

  // Plays entry `e` at `step`; returns how many entries it used (0: the run stops here).
  entry(step, e) {
    const d = this.decision();
    if (!d) throw new Error(`no decision pending in phase ${this.gs.phase}`);
    if (d.choice) {
      if (!('choose' in e) || e.for !== d.choice) {
        this.pending = { step, kind: 'choose', for: d.choice, options: this.options(d.choice) };
        return 0;
      }
      if (e.by && e.by !== PLAYERS[d.by]) throw new CaseError(`step ${step}: ${d.choice} is chosen by ${PLAYERS[d.by]}`, `$.script[${step}].by`);
      this.events.answered(step);
      return this.choose(step, d.choice, e);
    }
    this.events.caused(step);
    if ('query' in e) {
      this.legal.push({ step, actions: legalActions(this.rules, this.gs, this.setup.cards) });
      return 1;
    }
    if (!('do' in e)) return 0; // a choice or random outcome the implementation does not ask for: unused
    if (e.by && e.by !== PLAYERS[d.timing]) {
      this.reject(step, { rule: '0601/回数', reason: `lycee-overture-battle gives this timing to ${PLAYERS[d.timing]}` });
      return 1;
    }
    this.act(step, e, d);
    return 1;
  }

  options(kind) {
    const pr = this.gs.prompt;
    if (kind === 'defender') return [...pr.candidates.map(c => c.uid), null];
    if (kind === 'shield') return [this.gs.players[1 - this.gs.battle.attackerPlayer].shield[0]?.uid, null];
    if (kind === 'hand-adjust') return this.gs.players[this.gs.turnPlayer].hand.map(c => c.uid);
    if (kind === 'mill') return pr.options.map(o => Number(o.id));
    if (kind === 'charge') return pr.candidates.map(c => c.uid);
    return [];
  }

  choose(step, kind, e) {
    if (kind === 'defender') {
      const ok = e.choose === null || this.gs.prompt.candidates.some(c => c.uid === e.choose);
      if (!ok) throw new CaseError(`step ${step}: ${e.choose} is not a defender the implementation offers`, `$.script[${step}].choose`);
      this.events.push(step, { type: 'defend', card: e.choose });
      if (this.battle) this.battle.defender = e.choose;
      this.call(step, 'battle', g => this.rules.chooseDefense(g, e.choose));
      return 1;
    }
    if (kind === 'shield') {
      // The implementation asks once whether its top shield card takes the whole damage.
      const top = this.gs.players[1 - this.gs.battle.attackerPlayer].shield[0]?.uid;
      if (e.choose !== null && e.choose !== top)
        throw new Skip('a shield card other than the top one: the implementation always uses its top shield card');
      this.call(step, 'damage', g => this.rules.chooseShield(g, e.choose !== null));
      return 1;
    }
    if (kind === 'mill') {
      if (!this.gs.prompt.options.some(o => o.id === String(e.choose)))
        throw new CaseError(`step ${step}: ${JSON.stringify(e.choose)} is not a number of cards the implementation offers`, `$.script[${step}].choose`);
      this.call(step, 'charge', g => this.rules.chooseEffectOption(g, [String(e.choose)]));
      return 1;
    }
    if (kind === 'charge') {
      this.call(step, 'charge', g => this.rules.chooseCardPick(g, e.choose ?? []));
      return 1;
    }
    // hand-adjust: the implementation takes every card to discard at once (confirmDiscard).
    const need = this.gs.prompt.need;
    const ids = [];
    for (let k = 0; k < need; k++) {
      const x = this.script[step + k];
      if (!x || !('choose' in x) || x.for !== 'hand-adjust') {
        this.pending = { step: step + k, kind: 'choose', for: 'hand-adjust', options: this.options('hand-adjust') };
        return 0;
      }
      this.events.answered(step + k);
      ids.push(x.choose);
    }
    this.call(step + need - 1, 'hand-adjust', g => this.rules.confirmDiscard(g, ids));
    return need;
  }

  act(step, e, d) {
    const where = d.where;
    const atMain = where === 'main';
    const card = e.card;
    switch (e.do) {
      case 'pass':
        if (where === 'main') return this.call(step, 'end-phase', g => this.rules.endTurn(g));
        if (where === 'response') {
          const top = this.gs.response?.stack.at(-1);
          const context = top?.kind === 'move' ? this.moveContext(top.pend.uid) : 'resolve';
          return this.call(step, context, g => this.rules.respond(g, 'pass'), top?.kind === 'move' ? [top.pend.uid] : this.battleFirst());
        }
        if (where === 'battle-timing') return this.call(step, 'battle-result', g => this.rules.battleTimingAction(g, 'end'), this.battleFirst());
        return this.endMain(step);
      case 'play': {
        if (!atMain) return this.reject(step, wrongTiming('play', TIMING_OF_PROMPT[where]));
        if (e.field === undefined)
          return this.reject(step, { rule: '0810/対象', reason: 'no field: lycee-overture-battle\'s requestPlayCharacter takes one' });
        const f = this.field(step, e.field);
        const before = this.gs;
        const r1 = this.call(step, 'pay', g => this.rules.requestPlayCharacter(g, card, f.row, f.area));
        let lines = r1.lines;
        if (!r1.refused && this.gs.prompt?.kind === 'cost-pay') {
          const r2 = this.call(step, 'pay', g => this.rules.confirmCostPay(g, e.pay ?? []));
          lines = [...lines, ...r2.lines];
        }
        if (this.same(before, this.gs)) return this.reject(step, refusal('play', lines, true));
        return null;
      }
      case 'attack': {
        if (!atMain) return this.reject(step, wrongTiming('attack', TIMING_OF_PROMPT[where]));
        const r = this.call(step, 'attack', g => this.rules.declareAttack(g, card));
        if (r.refused) return this.reject(step, refusal('attack', r.lines, true));
        return null;
      }
      case 'basic': {
        if (!atMain) return this.reject(step, wrongTiming('basic', TIMING_OF_PROMPT[where]));
        // The implementation declares only its movement basics (moveCharacter, which uses the
        // card's first one whatever the case's index): another basic has no declaration there,
        // and so no timing (the vocabulary's clause for a basic declared where it is not allowed).
        const named = (this.setup.cards[card]?.basics ?? [])[e.ability]?.name;
        if (!MOVE_BASICS.includes(named))
          return this.reject(step, { rule: '0812/行動が許可される宣言タイミング',
            reason: `lycee-overture-battle has no declaration of the basic ability ${named ?? e.ability} (it declares only step, side-step, order-step and order-change, rules.ts moveCharacter)` });
        const p = this.gs.turnPlayer;
        let f;
        if (e.field) f = this.field(step, e.field);
        else {
          const t = (e.targets ?? [])[0];
          const at = t && this.locate(t);
          if (!at || at.p !== p) return this.reject(step, { rule: '0812/対象', reason: 'no character of the player\'s to exchange with' });
          f = at;
        }
        const r = this.call(step, 'basic', g => this.rules.moveCharacter(g, card, f.row, f.area));
        if (r.refused) return this.reject(step, refusal('basic', r.lines, true));
        return null;
      }
      case 'support': {
        if (where !== 'battle-timing') return this.reject(step, wrongTiming('support', TIMING_OF_PROMPT[where] ?? 'main-phase timing'));
        // A support the prompt does not list cannot be chosen; why is asked of the action itself
        // (rules.ts doSupportInBattle) on a copy. A listed support the action refuses still passes
        // the timing on, as the implementation does.
        const supporter = (e.use ?? []).length > 0;
        const id = `${supporter ? 'supC' : 'sup'}:${card}`;
        if (!this.gs.prompt.options.some(o => o.id === id)) {
          this.gs.log = [];
          const said = refusal('support', this.rules.battleTimingAction(this.gs, id).log ?? [], true, false);
          return this.reject(step, said ?? { rule: '0817/行動の主要素の指定',
            reason: `lycee-overture-battle lists no ${supporter ? '【サポーター】 ' : ''}support by ${card} at this battle timing (rules.ts buildDeclareOptions)` });
        }
        const before = this.gs;
        const r1 = this.call(step, 'pay', g => this.rules.battleTimingAction(g, id));
        let lines = r1.lines;
        if (!r1.refused && this.gs.prompt?.kind === 'cost-pay') {
          const r2 = this.call(step, 'pay', g => this.rules.confirmCostPay(g, e.use[0].pay ?? []));
          lines = [...lines, ...r2.lines];
        }
        const said = refusal('support', lines, true, false);
        if (said || this.same(before, this.gs)) return this.reject(step, said ?? refusal('support', lines, true));
        // What it added, and to whom: rules.ts applySupportEffect's record of the support.
        const done = this.gs.battle?.lastSupport;
        this.events.push(step, { type: 'support', card, target: done?.targetUid ?? null,
          stats: done ? [done.attackerSide ? 'ap' : 'dp'] : [] });
        return null;
      }
      default:
        throw new Skip(`the declaration ${e.do} is not mapped`);
    }
  }

  // A move basic resolved: an exchange (オーダーチェンジ) is a rearrangement, the others a move.
  moveContext(uid) {
    return (this.setup.cards[uid]?.basics ?? []).some(b => b.name === 'order-change') ? 'rearrange' : 'basic';
  }

  // The non-turn player agrees to end the main phase: the implementation's end phase follows.
  endMain(step) {
    const turn = this.gs.turn;
    const player = PLAYERS[this.gs.turnPlayer];
    this.events.push(step, { type: 'phase', name: 'end', turn, player });
    return this.call(step, 'end-phase', g => this.rules.endMainAction(g, 'end'));
  }

  // the battle's participants, defender first (the order of its downs)
  battleFirst() {
    return this.battle ? [this.battle.defender, this.battle.attacker].filter(Boolean) : [];
  }

  // a refusal: its clause when the implementation's message names the condition, and its class
  reject(step, r) {
    const named = r.rule ? { rule: r.rule, class: classOf(r.rule) } : { class: r.class };
    this.rejections.push({ step, ...named, reason: r.reason });
    return null;
  }

  field(step, name) {
    if (!FIELDS.includes(name)) throw new CaseError(`step ${step}: ${JSON.stringify(name)} is not a field`, `$.script[${step}].field`);
    return fieldCoords(this.gs.turnPlayer, name);
  }

  locate(uid) {
    for (let p = 0; p < 2; p++)
      for (let r = 0; r < 2; r++)
        for (let a = 0; a < 3; a++)
          if (this.gs.players[p].field[r][a]?.uid === uid) return { p, row: r === 0 ? 'AF' : 'DF', area: a };
    return null;
  }

  observation(error = null) {
    const obs = {
      state: this.gs ? finalState(this.gs, this.eng, this.first, this.lastPhase) : {},
      events: this.events ? this.events.events : [],
      rejections: this.rejections,
      legal: this.legal,
      consumed: this.consumed,
    };
    if (this.pending) obs.pending = this.pending;
    if (error) {
      obs.error = error.message;
      obs.errors = [{ path: error.path, message: error.message.replace(/^step \d+: /, '') }];
    }
    return obs;
  }
}
