import type { ChangeFact } from '../monitoring/change-facts';
import { valuesOf } from '../monitoring/checker/fact-values';
import { numberIn } from '../monitoring/conditions';

/**
 * A limit a person sets in words ("only if the FX fee goes above 0.6%", "fewer than 5 pairs left",
 * "the batch discount falls below 50%"): a change matters when its value crosses the limit, not when it
 * moves on the same side of it (a surcharge from 8.5% to 9.25% under "above 10%"). It is read per fact,
 * so a page's other figures never count; `alertWhen` conditions are the exact form of the same wish.
 */
export interface Threshold {
  direction: 'above' | 'below';
  value: number;
  /** Said as a percentage: only a percentage crosses it, and a percentage crosses no other limit. */
  percent: boolean;
  /** Said as money ("over £500k"): a new row's amount is what it is about, not its first number. */
  money: boolean;
}

const ABOVE = String.raw`above|over|more than|greater than|higher than|exceeds?|exceeding|beyond`;
const BELOW = String.raw`below|under|less than|fewer than|lower than|drops? (?:below|under)|falls? (?:below|under)`;
const CURRENCY = String.raw`(?:rs\.?|inr|usd|eur|gbp|chf|jpy|[$€£¥₹])\s?`;
/** "£500k", "€2.4m", "1.5 million": a scale after the number. */
const SCALE = String.raw`(k|m|bn|thousand|million|billion)`;
const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };
/** A value, or the key it is under, says it is a percentage: "0.75%", `fuel_surcharge_pct`. */
const PERCENT = /%|\bpct\b|_pct\b|percent/i;
const SCALED = new RegExp(String.raw`\d\s?${SCALE}(?![\p{L}])`, 'iu');
const UPWARD = new RegExp(`^(?:${ABOVE})$`, 'i');
const LIMIT = new RegExp(
  String.raw`\b(?:(?:goes|go|going|gets|get|rises|rise|climbs|climb|jumps|jump|increases|increase|is|are)\s+)?(${ABOVE}|${BELOW})\s+(${CURRENCY})?(\d[\d,.]*\d|\d)\s?(?:(%|percent|per ?cent)|${SCALE})?(?![\p{L}\p{N}])`,
  'iu',
);

/** The limit an entry of a watch list sets, and the entry without it ("FX fee" of "FX fee goes above 0.6%"); null when it sets none. */
export function thresholdIn(entry: string): { threshold: Threshold; rest: string } | null {
  const found = LIMIT.exec(entry);
  if (!found || qualifies(entry.slice(0, found.index))) return null;
  const value = numberIn(found[3]!);
  if (value === null) return null;
  const direction = UPWARD.test(found[1]!) ? 'above' : 'below';
  const rest = `${entry.slice(0, found.index)} ${entry.slice(found.index + found[0].length)}`.replace(/\s+/g, ' ').trim();
  const scale = SCALES[found[5]?.toLowerCase() ?? ''] ?? 1;
  return { threshold: { direction, value: value * scale, percent: found[4] !== undefined, money: found[2] !== undefined }, rest };
}

/**
 * A limit that says which thing is meant rather than when to tell: inside brackets ("fees for small
 * accounts (under $50k volume)") or after "for"/"with"/"on" and the thing's name ("orders over £50").
 */
function qualifies(before: string): boolean {
  const open = (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length;
  return open || /\b(?:for|with|on)\s+(?:[\p{L}\p{N}'’-]+\s+){0,3}$/iu.test(before);
}

/**
 * Whether a fact's value crossed the limit (a new row's value is on the far side of it); null when the fact
 * holds no value the limit is about.
 */
export function crossed(threshold: Threshold, fact: ChangeFact | null): boolean | null {
  if (fact === null) return null;
  const beyond = (value: number) => (threshold.direction === 'above' ? value > threshold.value : value < threshold.value);
  if (fact.type === 'item_added' && fact.after !== null) {
    const value = rowValueOf(fact.after, threshold);
    return value === null ? null : beyond(value);
  }
  if ((fact.type !== 'amount' && fact.type !== 'figure') || fact.before === null || fact.after === null) return null;
  const percent = fact.unit === '%' || PERCENT.test(`${fact.subject ?? ''} ${fact.before} ${fact.after}`);
  if (percent !== threshold.percent) return null;
  const [before, after] = [scaled(fact.before), scaled(fact.after)];
  if (before === null || after === null) return null;
  return beyond(after) && !beyond(before);
}

/** The value of a new row a limit is about: its first percentage, amount of money, or amount or figure, as the limit is said. */
function rowValueOf(row: string, threshold: Threshold): number | null {
  const values = valuesOf(row).filter((value) => value.type !== 'date');
  const value = values.find((candidate) =>
    threshold.percent
      ? candidate.unit === '%'
      : candidate.unit !== '%' && (!threshold.money || (candidate.type === 'amount' && candidate.unit !== null)),
  );
  return value === undefined ? null : scaled(value.text);
}

function scaled(text: string): number | null {
  const value = numberIn(text);
  const scale = SCALED.exec(text)?.[1]?.toLowerCase();
  return value === null ? null : value * (scale === undefined ? 1 : (SCALES[scale] ?? 1));
}
