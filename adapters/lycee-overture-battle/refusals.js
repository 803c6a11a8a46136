// refusals.js — the clause and the reason class (docs/engines/lycee.md, "Reason classes") a
// refusal of the implementation corresponds to. The implementation names neither: it refuses by
// returning the state unchanged (rules.ts), with a log line saying why or silently. Each log line
// below is matched to the condition it states, the clause of that condition (docs/engines/lycee.md,
// "Declaring (0603) and its failure") and its class; a silent refusal is one of the function's
// first guards, told apart by the same condition the guard tests (the phase and battle: a timing;
// anything else: the main element), and says only its class: which clause refused is not known.
// The numbers are the lines of rules.ts (pinned commit) that write each message.

const LINES = {
  play: [ // rules.ts requestPlayCharacter, confirmCostPay
    [/同编号/, '0810/行動の主要素の指定'], // 401: a character of the same number on the field
    [/已被占用/, '0810/対象'], // 405: the field is taken
    [/不能配置/, '0810/対象'], // 409: positionFlags forbid the field
    [/费用不足/, '0710/支払いの判定'], // 415: the hand cannot pay
    [/不满足/, '0710/支払いの判定'], // 623: the cards named do not pay the cost
    [/卡不在手牌/, '0710/支払いの判定'], // 611: a card named is not in the hand
  ],
  attack: [ // rules.ts declareAttack
    [/登场ターン制限/, '0815/行動の主要素の指定'], // 2476
    [/エリア效果/, '0815/行動の主要素の指定'], // 2480
  ],
  basic: [ // rules.ts moveCharacter
    [/已行动/, '0812/行動の主要素の指定'], // 2004
    [/登场ターン制限中/, '0812/行動の主要素の指定'], // 2008
    [/本回合已使用/, '0603/行動の主要素の指定~r1'], // 2013
    [/移动目标无效/, '0812/対象'], // 2018
  ],
  support: [ // rules.ts doSupportInBattle, confirmCostPay
    [/已行动/, '0817/要求する使用代償'], // 3138
    [/没有サポーター/, '0700:使用代償の支払いの宣言(コスト宣言)/予約された要素と要求された使用代償の比較をします'], // 3144: no 【サポーター】 to pay with
    [/本回合已使用/, '0904/宣言回数の上限'], // 3149
    [/不满足/, '0710/支払いの判定'], // 623
  ],
};

const CLAUSE = { play: '0810', attack: '0815', basic: '0812', support: '0817' };

// The reason class of a rule a refusal names (docs/engines/lycee.md, "Reason classes").
const CLASS_OF_PART = { '行動が許可される宣言タイミング': 'timing', '行動の主要素の指定': 'main-element',
  '対象': 'target', '要求する使用代償': 'cost' };
export function classOf(rule) {
  if (rule === '0601/回数') return 'timing';
  if (rule === '0603/行動の主要素の指定~r1' || rule === '0904/宣言回数の上限') return 'use-limit';
  if (/^07\d\d[/:]/.test(rule)) return 'cost';
  const [section, part] = rule.split('/');
  if (/^08(1\d|20)$/.test(section) && CLASS_OF_PART[part]) return CLASS_OF_PART[part];
  throw new Error(`no reason class for ${rule}`);
}

// {rule, reason} (or {class, reason} for a silent one) for a refusal of `action`, from the log lines the refused call wrote;
// `atTiming`: whether the implementation was at its main-phase timing (phase main, no battle).
// `silent`: false when only a refusal its log states is wanted (null otherwise).
export function refusal(action, lines, atTiming, silent = true) {
  for (const line of lines)
    for (const [re, rule] of LINES[action] ?? [])
      if (re.test(line)) return { rule, reason: `lycee-overture-battle: ${line}` };
  if (!silent) return null;
  if (!atTiming)
    return { class: 'timing', reason: `lycee-overture-battle refused the ${action} silently (not at its main-phase timing)` };
  return { class: 'main-element', reason: `lycee-overture-battle refused the ${action} silently (its first guards: the card, its place, its state)` };
}

export function wrongTiming(action, where) {
  return { rule: `${CLAUSE[action] ?? '0601'}/行動が許可される宣言タイミング`,
    reason: `lycee-overture-battle offers no ${action} at its ${where}` };
}
