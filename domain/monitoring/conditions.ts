import { z } from 'zod';
import { valuesOf } from './checker/fact-values';

/**
 * When a change of a source alerts anyone (`alertWhen`, issue 27): any one condition holding is enough.
 * Each is judged on the source's text (its selection) before and after the change, so a condition that
 * stays true (a price that stays below the threshold) does not alert again: only the change that makes it
 * true does. A source without conditions leaves the decision to the judge.
 */
export const MAX_ALERT_CONDITIONS = 10;

const text = z.string().trim().min(1, 'must not be blank').max(200, 'must be at most 200 characters');
const threshold = z.number({ error: 'must be a number' }).finite();

export const alertConditionSchema = z.union(
  [
    z.strictObject({ textAppears: text }),
    z.strictObject({ textDisappears: text }),
    z.strictObject({ below: threshold }),
    z.strictObject({ above: threshold }),
    z.strictObject({ changesByPercent: threshold.positive('must be above 0') }),
    z.strictObject({ changes: z.literal(true, { error: 'must be true' }) }),
  ],
  { error: 'must be one of {textAppears}, {textDisappears}, {below}, {above}, {changesByPercent} or {changes: true}' },
);
export type AlertCondition = z.infer<typeof alertConditionSchema>;

/** What the conditions said of one change: whether it alerts, and the conditions that held, in words. */
export interface ConditionsOutcome {
  met: boolean;
  matched: string[];
}

export function conditionsOutcome(conditions: AlertCondition[], before: string, after: string): ConditionsOutcome {
  const matched = conditions.filter((condition) => holds(condition, before, after)).map(describe);
  return { met: matched.length > 0, matched };
}

function holds(condition: AlertCondition, before: string, after: string): boolean {
  if ('textAppears' in condition) return !contains(before, condition.textAppears) && contains(after, condition.textAppears);
  if ('textDisappears' in condition) return contains(before, condition.textDisappears) && !contains(after, condition.textDisappears);
  if ('changes' in condition) return true;
  const [old, now] = [numberIn(before), numberIn(after)];
  if (now === null) return false;
  if ('below' in condition) return now < condition.below && (old === null || old >= condition.below);
  if ('above' in condition) return now > condition.above && (old === null || old <= condition.above);
  return old !== null && old !== 0 && (Math.abs(now - old) / Math.abs(old)) * 100 > condition.changesByPercent;
}

function describe(condition: AlertCondition): string {
  if ('textAppears' in condition) return `“${condition.textAppears}” appeared`;
  if ('textDisappears' in condition) return `“${condition.textDisappears}” disappeared`;
  if ('below' in condition) return `the value went below ${condition.below}`;
  if ('above' in condition) return `the value went above ${condition.above}`;
  if ('changesByPercent' in condition) return `the value changed by more than ${condition.changesByPercent}%`;
  return 'it changed';
}

function contains(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

/**
 * The value a threshold is about: the first amount or figure of the text (dates aside), which is the
 * selected cell when the source selects one. A decimal comma reads as a decimal point ("49,90 €").
 */
export function numberIn(text: string): number | null {
  for (const line of text.split('\n')) {
    const value = valuesOf(line).find((candidate) => candidate.type !== 'date');
    if (value) return parseNumber(/\d[\d\s,.]*/.exec(value.text)?.[0] ?? '');
  }
  return null;
}

function parseNumber(raw: string): number | null {
  const digits = raw.replace(/\s/g, '').replace(/[.,]$/, '');
  // The last separator followed by one or two digits is the decimal mark; every other one groups thousands.
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, -decimal[0].length) : digits).replace(/[.,]/g, '');
  const value = Number(decimal ? `${whole}.${decimal[1]}` : whole);
  return Number.isFinite(value) && whole !== '' ? value : null;
}
