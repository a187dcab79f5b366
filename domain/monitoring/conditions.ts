import { z } from 'zod';
import { valuesOf } from './checker/fact-values';

/**
 * When a change of a source alerts anyone (`alertWhen`, issue 27): any one condition holding is enough.
 * Each is judged on the source's text (its selection) before and after the change, or, when it names a
 * tracked value (`name`), on that value's last reading and this one. So a condition that stays true (a
 * price that stays below the threshold) does not alert again: only the change that makes it true does.
 * A topic's conditions apply to each of its sources that has none of its own (the source's win), those
 * naming a value only to the sources that track it. A source without conditions leaves the decision to
 * the judge.
 */
export const MAX_ALERT_CONDITIONS = 10;

const text = z.string().trim().min(1, 'must not be blank').max(200, 'must be at most 200 characters');
const threshold = z.number({ error: 'must be a number' }).finite();
/** The tracked value (`track[].name`) a condition reads instead of the selected text. */
const named = { name: z.string().trim().min(1, 'must not be blank').max(100, 'must be at most 100 characters').optional() };

export const alertConditionSchema = z.union(
  [
    z.strictObject({ textAppears: text, ...named }),
    z.strictObject({ textDisappears: text, ...named }),
    z.strictObject({ below: threshold, ...named }),
    z.strictObject({ above: threshold, ...named }),
    z.strictObject({ changesByPercent: threshold.positive('must be above 0'), ...named }),
    z.strictObject({ changes: z.literal(true, { error: 'must be true' }), ...named }),
  ],
  {
    error:
      'must be one of {textAppears}, {textDisappears}, {below}, {above}, {changesByPercent} or {changes: true}, each with an optional tracked value {name}',
  },
);
export type AlertCondition = z.infer<typeof alertConditionSchema>;

/** What the conditions said of one change: whether it alerts, the conditions that held in words, and whose they were. */
export interface ConditionsOutcome {
  met: boolean;
  matched: string[];
  /** Absent on changes recorded before topics had conditions: the source's. */
  of?: ConditionsOwner;
}

export type ConditionsOwner = 'source' | 'topic';

/** The conditions a source is judged by: its own, else those of its topic that apply to it; null: none (the judge decides). */
export function conditionsFor(
  own: readonly AlertCondition[],
  topic: readonly AlertCondition[],
  tracked: readonly string[],
): { conditions: AlertCondition[]; of: ConditionsOwner } | null {
  if (own.length > 0) return { conditions: [...own], of: 'source' };
  const applying = topic.filter((condition) => condition.name === undefined || tracked.includes(condition.name));
  return applying.length > 0 ? { conditions: applying, of: 'topic' } : null;
}

/** A tracked value's last reading and this run's (null: none, a gap). */
export type ValueReadings = ReadonlyMap<string, { before: string | null; after: string | null }>;

export function conditionsOutcome(
  conditions: readonly AlertCondition[],
  before: string,
  after: string,
  values: ValueReadings = new Map(),
): ConditionsOutcome {
  const matched = conditions
    .filter((condition) => {
      if (condition.name === undefined) return holds(condition, before, after);
      const reading = values.get(condition.name);
      // A value not read this time is a gap, not a value that disappeared.
      return reading !== undefined && reading.after !== null && holds(condition, reading.before ?? '', reading.after);
    })
    .map(describe);
  return { met: matched.length > 0, matched };
}

function holds(condition: AlertCondition, before: string, after: string): boolean {
  if ('textAppears' in condition) return !contains(before, condition.textAppears) && contains(after, condition.textAppears);
  if ('textDisappears' in condition) return contains(before, condition.textDisappears) && !contains(after, condition.textDisappears);
  // The change itself is the source's text changing (its stored text may be cut); a value changes when its reading does.
  if ('changes' in condition) return condition.name === undefined || before !== after;
  const [old, now] = [numberIn(before), numberIn(after)];
  if (now === null) return false;
  if ('below' in condition) return now < condition.below && (old === null || old >= condition.below);
  if ('above' in condition) return now > condition.above && (old === null || old <= condition.above);
  return old !== null && old !== 0 && (Math.abs(now - old) / Math.abs(old)) * 100 > condition.changesByPercent;
}

function describe(condition: AlertCondition): string {
  const value = condition.name === undefined ? 'the value' : `“${condition.name}”`;
  const within = condition.name === undefined ? '' : ` in “${condition.name}”`;
  if ('textAppears' in condition) return `“${condition.textAppears}” appeared${within}`;
  if ('textDisappears' in condition) return `“${condition.textDisappears}” disappeared${within}`;
  if ('below' in condition) return `${value} went below ${condition.below}`;
  if ('above' in condition) return `${value} went above ${condition.above}`;
  if ('changesByPercent' in condition) return `${value} changed by more than ${condition.changesByPercent}%`;
  return condition.name === undefined ? 'it changed' : `${value} changed`;
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
