// numbers.js — writes the library's binary floating-point results in the written forms of
// docs/engines/bushiroad-floor.md ("rational" p/q, "dec2", "dec3"). The library computes its
// percentages as ratios of small integers in doubles; the exact ratio it meant is recovered
// (continued fractions, denominator at most 10^6, within 1e-9) and written exactly. A value the
// library did not round is never rounded here: where a decimal form is asked for and the exact
// value has more digits, the exact rational is written instead, so the judge sees what the
// library computed.

const MAX_DENOMINATOR = 1000000;
const TOLERANCE = 1e-9;

function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return Math.abs(a);
}

// The fraction [p, q] (q > 0, lowest terms) the double x stands for, or null if none is close.
export function toRational(x) {
  if (!Number.isFinite(x)) return null;
  const sign = x < 0 ? -1 : 1;
  let v = Math.abs(x);
  let [p0, q0, p1, q1] = [0, 1, 1, 0];
  for (let i = 0; i < 64; i++) {
    const a = Math.floor(v);
    const [p2, q2] = [a * p1 + p0, a * q1 + q0];
    if (q2 > MAX_DENOMINATOR) break;
    [p0, q0, p1, q1] = [p1, q1, p2, q2];
    if (Math.abs(Math.abs(x) - p1 / q1) <= TOLERANCE) {
      const g = gcd(p1, q1);
      return [sign * (p1 / g), q1 / g];
    }
    const frac = v - a;
    if (frac === 0) break;
    v = 1 / frac;
  }
  return null;
}

function rationalText([p, q]) {
  return q === 1 ? String(p) : `${p}/${q}`;
}

// "p/q" in lowest terms, "n" when whole; the double's own digits if no fraction is close.
export function writeRational(x) {
  const r = toRational(x);
  return r ? rationalText(r) : String(x);
}

// Exactly `digits` decimals when the exact value has no more; else the exact rational.
export function writeDecimal(x, digits) {
  const r = toRational(x);
  if (!r) return String(x);
  const [p, q] = r;
  const scale = 10 ** digits;
  if ((p * scale) % q !== 0) return rationalText(r);
  const n = (p * scale) / q;
  const neg = n < 0;
  const s = String(Math.abs(n)).padStart(digits + 1, '0');
  return `${neg ? '-' : ''}${s.slice(0, s.length - digits)}.${s.slice(s.length - digits)}`;
}
