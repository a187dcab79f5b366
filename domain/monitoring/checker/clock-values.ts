/**
 * Time-aware volatility: whether a value that differs between two fetches only tracks the clock. Both
 * fetch times are known, so a stamp refreshed to about the fetch time ("Updated 10:57", "Last reviewed:
 * <today>") or a countdown or age that moved by about the time elapsed ("Order within 3 hrs 12 mins") is
 * noise, while a date, time or duration that moved any other way (an event moved by a week, a deadline
 * extended, a period in terms) is content. Pages state times in their own time zone, which is unknown:
 * a value tracks the clock when it does so in some zone between UTC−12 and UTC+14.
 * See docs/change-detection.md.
 */
import { diffArrays } from 'diff';
import type { ExtractedLine } from './lines';
import { normalizeNoiseAll } from './noise';

export interface FetchTimes {
  previous: Date;
  current: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A stamp may lag the fetch (a cached page) or lead it by a clock skew; past this it is not "about the fetch time". */
const STAMP_TOLERANCE = 15 * MINUTE;
const ZONES = Array.from({ length: (26 * 60) / 15 + 1 }, (_, index) => (-12 * 60 + index * 15) * MINUTE);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY = String.raw`(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?`;
const DAY_OF_MONTH = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const ZONE_NAME = String.raw`(?:\s*(?:utc|gmt|z|[a-z]{1,4}[sd]?t|[+-]\d{2}:?\d{2}))?`;
const CLOCK = String.raw`\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[ap]\.?m\b\.?)?${ZONE_NAME}|\d{1,2}\s*[ap]\.?m\b\.?${ZONE_NAME}`;
const AT = String.raw`(?:,?\s*(?:at\s+|·\s*|-\s*)?)`;
const UNIT = String.raw`(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?)`;
/** "3 hrs", "12 minutes", and the compact forms of countdowns: "5h", "02d", "33m", "10s". */
const DURATION_PART = String.raw`\d+(?:\s*${UNIT}|[dhms])`;
/** A countdown shown as a clock face ("Offer ends in 02:14:33", "05:12 left"): hours, minutes and maybe seconds to go. */
const COUNTDOWN_CLOCK = [
  String.raw`(?<=\b(?:in|within|next|left|remaining)\s{0,3}:?\s{0,3})\d{1,3}:\d{2}(?::\d{2})?(?![\d:])`,
  // With seconds, "Deal ends 05:12:09" ticks; without, "Sale ends 23:59" is a time of day.
  String.raw`(?<=\b(?:ends?|ending|expires?|closes?)\s{0,3}:?\s{0,3})\d{1,3}:\d{2}:\d{2}(?![\d:])`,
  String.raw`(?<![\d:.])\d{1,3}:\d{2}(?::\d{2})?(?=\s{0,3}(?:left|remaining|to go)\b)`,
].join('|');

/** One alternative per kind of value, tried longest first at each position. */
const VALUE = new RegExp(
  [
    String.raw`(?<iso>\b\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?)?)(?![\w-])`,
    String.raw`(?<mdy>\b(?:${WEEKDAY},?\s+)?${MONTH}\s+${DAY_OF_MONTH}(?:,?\s+\d{4})?(?:${AT}(?:${CLOCK}))?)(?!\w)`,
    String.raw`(?<dmy>\b(?:${WEEKDAY},?\s+)?${DAY_OF_MONTH}\s+(?:of\s+)?${MONTH}(?:,?\s+\d{4})?(?:${AT}(?:${CLOCK}))?)(?!\w)`,
    String.raw`(?<monthYear>\b${MONTH}\s+\d{4})\b`,
    String.raw`(?<numeric>\b\d{1,2}[/.-]\d{1,2}[/.-]\d{4}(?:${AT}(?:${CLOCK}))?)(?![\w/-])`,
    String.raw`(?<weekdayClock>\b${WEEKDAY},?\s+(?:${CLOCK}))(?!\w)`,
    String.raw`(?<weekday>\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)`,
    String.raw`(?<countdown>${COUNTDOWN_CLOCK})`,
    String.raw`(?<clock>(?<![\d:.])(?:${CLOCK}))(?![\d:])`,
    String.raw`(?<duration>(?<![$€£¥\d.,])\b${DURATION_PART}(?:\s*(?:[,:]\s*)?(?:and\s+)?${DURATION_PART})*)\b`,
  ].join('|'),
  'gi',
);

type Kind = 'date' | 'dateTime' | 'monthYear' | 'weekday' | 'weekdayClock' | 'clock' | 'duration';

interface Value {
  kind: Kind;
  text: string;
  /** Readings of the value (a numeric date may be day-first or month-first); epoch milliseconds of the wall time read as UTC, or minutes for a clock, or milliseconds for a duration. */
  readings: number[];
  /** A duration's smallest unit, which is how far its display can jump at once. */
  granularity: number;
  /** A countdown shown as a clock face only falls; a duration in words may be an age that grows. */
  fallsOnly?: true;
}

interface Template {
  skeleton: string;
  values: Value[];
}

/** The line with each date, time and duration taken out as a value, the rest as a skeleton of fixed text. */
function templateOf(line: string, defaultYear: number): Template {
  const values: Value[] = [];
  const skeleton = line.replace(VALUE, (text: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as Record<string, string | undefined>;
    const value = parse(groups, text, defaultYear);
    if (!value) return text;
    values.push(value);
    return '\u0002';
  });
  return { skeleton, values };
}

function parse(groups: Record<string, string | undefined>, text: string, defaultYear: number): Value | null {
  const lower = text.toLowerCase();
  if (groups.duration !== undefined) return durationOf(lower);
  if (groups.countdown !== undefined) return countdownOf(lower);
  if (groups.clock !== undefined) return clockValue('clock', lower, lower);
  if (groups.weekdayClock !== undefined) return clockValue('weekdayClock', lower, lower.replace(/^\D+/, ''));
  if (groups.weekday !== undefined) return { kind: 'weekday', text, readings: [WEEKDAYS.indexOf(lower.slice(0, 3))], granularity: 0 };
  if (groups.monthYear !== undefined) {
    const month = monthOf(lower);
    const year = Number(/\d{4}/.exec(lower)![0]);
    return { kind: 'monthYear', text, readings: [Date.UTC(year, month, 1)], granularity: 0 };
  }
  if (groups.iso !== undefined) {
    const [date, time = ''] = lower.split(/[t ]/);
    const [year, month, day] = date!.split('-').map(Number) as [number, number, number];
    return datedValue(text, [[year, month - 1, day]], time.replace(/(?:z|[+-]\d{2}:?\d{2})$/, ''));
  }
  if (groups.numeric !== undefined) {
    const [first, second, year] = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/.exec(lower)!.slice(1).map(Number) as [number, number, number];
    return datedValue(
      text,
      [
        [year, second - 1, first],
        [year, first - 1, second],
      ],
      lower.slice(/\d{4}/.exec(lower)!.index + 4),
    );
  }
  const month = monthOf(lower.replace(new RegExp(`^${WEEKDAY},?\\s+`, 'i'), ''));
  const rest = lower.replace(new RegExp(MONTH, 'i'), ' ');
  const numbers = [...rest.matchAll(/\d+/g)].map((match) => Number(match[0]));
  const day = numbers[0] ?? 1;
  const year = numbers[1] !== undefined && numbers[1] > 999 ? numbers[1] : defaultYear;
  const clockAt = /\d{1,2}(?::\d{2}|\s*[ap]\.?m)/.exec(
    lower.slice(lower.search(/\d{4}/) >= 0 ? lower.search(/\d{4}/) + 4 : lower.search(/\d/) + 2),
  );
  return datedValue(text, [[year, month, day]], clockAt ? lower.slice(lower.indexOf(clockAt[0])) : '');
}

function datedValue(text: string, dates: Array<[number, number, number]>, timeText: string): Value | null {
  const clock = timeText.trim() === '' ? null : minutesOf(timeText);
  const readings = dates
    .filter(([, month, day]) => month >= 0 && month < 12 && day >= 1 && day <= 31)
    .map(([year, month, day]) => Date.UTC(year, month, day) + (clock ?? 0) * MINUTE);
  if (readings.length === 0) return null;
  return { kind: clock === null ? 'date' : 'dateTime', text, readings, granularity: 0 };
}

function clockValue(kind: 'clock' | 'weekdayClock', text: string, timeText: string): Value | null {
  const minutes = minutesOf(timeText);
  if (minutes === null) return null;
  const weekday = kind === 'weekdayClock' ? WEEKDAYS.indexOf(text.slice(0, 3)) : 0;
  return { kind, text, readings: [weekday * 24 * 60 + minutes], granularity: 0 };
}

/** Minutes after midnight of "10:57", "4:05 PM", "8 pm", "06:01:44 UTC"; null when it is no time of day. */
function minutesOf(text: string): number | null {
  const match = /(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap])?/.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (match[4] !== undefined) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (match[4] === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

function monthOf(text: string): number {
  return MONTHS.indexOf(/[a-z]{3}/.exec(text)![0]);
}

const UNIT_MS: Array<[RegExp, number]> = [
  [/^(?:seconds?|secs?|s)$/, 1000],
  [/^(?:minutes?|mins?|m)$/, MINUTE],
  [/^(?:hours?|hrs?|h)$/, HOUR],
  [/^(?:days?|d)$/, DAY],
  [/^(?:weeks?|wks?)$/, 7 * DAY],
  [/^(?:months?)$/, 30 * DAY],
  [/^(?:years?|yrs?)$/, 365 * DAY],
];

function durationOf(text: string): Value | null {
  let total = 0;
  let granularity = Infinity;
  for (const [, amount, unit] of text.matchAll(/(\d+)\s*([a-z]+)/g)) {
    const size = UNIT_MS.find(([pattern]) => pattern.test(unit!))?.[1];
    if (size === undefined) return null;
    total += Number(amount) * size;
    granularity = Math.min(granularity, size);
  }
  return { kind: 'duration', text, readings: [total], granularity };
}

/** "02:14:33" as hours, minutes and seconds to go; "05:12" as hours and minutes. */
function countdownOf(text: string): Value {
  const [hours, minutes, seconds] = text.split(':').map(Number) as [number, number, number?];
  const total = hours * HOUR + minutes * MINUTE + (seconds ?? 0) * 1000;
  return { kind: 'duration', text, readings: [total], granularity: seconds === undefined ? MINUTE : 1000, fallsOnly: true };
}

/** Words before a value that make it a stamp of the page rather than a date or time the page is about. */
const STAMP_CONTEXT =
  /\b(?:updated|modified|reviewed|refreshed|as of|generated|rendered|built|synced|checked|fetched|retrieved|crawled|printed|accessed|last update|as at|viewing this page|server time|current time|local time|time now)\b[^\n]{0,24}$/i;

/**
 * A label that says the value stamps the page itself, its build, refresh or data time ("Built at",
 * "Data as of", "Last refreshed:", "This page was last updated on"): at most a few words, a stamp word
 * and connectives, from the start of the line or of one of its parts (after a cell, a separator, a
 * sentence, or another value: blocks read as one line run on after a stamp), with no word that makes the
 * value a date the page is about ("Effective as of", "Next update", "Deadline").
 */
const PAGE_STAMP =
  /(?:^|[|·•;!?\u0002]|\.\s)\s*(?:[\p{L}'’-]{1,24}\s+){0,4}?(?:(?:last\s+)?(?:updated|modified|reviewed|refreshed|generated|rendered|built|compiled|synced|synchronized|checked|fetched|retrieved|crawled|exported|cached)|last\s+update|(?:data\s+|figures\s+|prices\s+|rates\s+)?as\s+(?:of|at))[\s:,(–—-]*(?:(?:on|at|time|date)\b[\s:,(–—-]*)?$/iu;
const NOT_A_STAMP =
  /\b(?:effective|valid|applies|applicable|force|from|until|till|start(?:s|ing)?|begin(?:s|ning)?|deadline|due|expir\w*|clos\w*|open\w*|ends?|next|scheduled|planned|hearing|meeting|event|release|launch\w*)\b/i;
/**
 * A stamp of the page itself ends its part of the line ("… UTC", "… (daily)", or where a new block begins
 * with a capital or a quote); prose that goes on talks about the date.
 */
const STAMP_TAIL_LETTERS = 20;
/** A delivery promise sits on a short line; a long one is prose that may talk about a delivery. */
const SHORT_LINE = 80;
/** How much of the line before a value its label is looked for in. */
const LABEL_WINDOW = 160;
/** A delivery or dispatch promise just before a date ("Get it by Thursday", "FREE delivery Wed, 25 Nov", "Arrives as soon as Mon"), whose dates roll with the clock. */
const DELIVERY =
  /\b(?:deliver(?:y|ed|s)?|arriv(?:es?|al|ing)|get it|want it|receive it|ships?|shipping|dispatch(?:es|ed)?)\b[\s:,]*(?:[\p{L}.]{1,24}[\s:,]+){0,3}$/iu;
/** How far ahead a delivery promise can be and still be read as one. */
const DELIVERY_HORIZON_DAYS = 14;

/**
 * Whether `current` is `previous` with every difference a value that tracks the clock between the two
 * fetches; lines with any other difference, or whose fixed text differs, are not.
 */
export function tracksClock(previous: string, current: string, times: FetchTimes): boolean {
  const year = times.current.getUTCFullYear();
  const before = templateOf(previous, year);
  const after = templateOf(current, year);
  if (before.skeleton !== after.skeleton || before.values.length !== after.values.length) return false;
  let differs = false;
  const line = lineOf(after.skeleton);
  for (const [index, value] of after.values.entries()) {
    const old = before.values[index]!;
    if (old.text.toLowerCase() === value.text.toLowerCase()) continue;
    differs = true;
    const context = contextOf(line, index);
    if (old.kind !== value.kind || !valueTracks(old, value, times, context)) return false;
  }
  return differs;
}

interface ValueContext {
  /** Preceded by a stamp word ("Updated", "Last reviewed:", "Server time"). */
  stamp: boolean;
  /** Labelled as the page's own build, refresh or data time, on a short line ("Built at …", "Data as of …"). */
  pageStamp: boolean;
  /** On a line that promises a delivery or dispatch ("Get it by Thursday if you order within 5h 10m"). */
  delivery: boolean;
  /** The value is nearly the whole line (a clock in a header bar). */
  alone: boolean;
  /** Said to count down or up: "ends in 3 days", "3 days left", "5 days ago", "12 days since the last incident". */
  counting: boolean;
}

/** A line's skeleton read once for all its values: its fixed pieces, and how many letters and digits they hold. */
interface SkeletonLine {
  pieces: string[];
  fixedLength: number;
}

function lineOf(skeleton: string): SkeletonLine {
  return { pieces: skeleton.split('\u0002'), fixedLength: skeleton.replace(/[^\p{L}\p{N}]+/gu, '').length };
}

/** Words right before or after a duration that make it a countdown or an age rather than a term ("2 days before arrival", "within 14 days"). */
const COUNTING_BEFORE = /\b(?:in|another|countdown|time left|time remaining)\s*:?\s*$/i;
const COUNTING_AFTER = /^\s*(?:left|remaining|to go|ago|away|from now|until|till|since|old)\b/i;

/** Where the fixed text after a value stops being its tail: a cell, a separator, a sentence, a new capitalised block. */
const TAIL_END = /[|·•;!?“"]|\.\s|\s(?=\p{Lu})/u;

/**
 * What the text around value `index` says of it. Only the end of the text before a value is read (the
 * stamp words end within a few words of it), so a line of many values costs each value a window, not
 * the line: read whole for each, a long line of values that all moved took time in its square.
 */
function contextOf({ pieces, fixedLength }: SkeletonLine, index: number): ValueContext {
  const before = endOf(pieces, index, ' ');
  const label = PAGE_STAMP.exec(endOf(pieces, index, '\u0002'));
  const next = pieces[index + 1] ?? '';
  const tail = next.slice(0, TAIL_END.exec(next)?.index ?? next.length).replace(/[^\p{L}]+/gu, '');
  return {
    stamp: STAMP_CONTEXT.test(before),
    pageStamp: label !== null && !NOT_A_STAMP.test(label[0]) && tail.length <= STAMP_TAIL_LETTERS,
    delivery: DELIVERY.test(before) && fixedLength <= SHORT_LINE,
    alone: fixedLength <= 4,
    counting: COUNTING_BEFORE.test(before) || COUNTING_AFTER.test(next),
  };
}

/** The last LABEL_WINDOW characters of the pieces up to `index` joined by `separator`, read from the end. */
function endOf(pieces: string[], index: number, separator: string): string {
  let text = pieces[index]!.slice(-LABEL_WINDOW);
  for (let at = index - 1; at >= 0 && text.length < LABEL_WINDOW; at -= 1) text = `${pieces[at]!.slice(-LABEL_WINDOW)}${separator}${text}`;
  return text.slice(-LABEL_WINDOW);
}

function valueTracks(old: Value, value: Value, times: FetchTimes, context: ValueContext): boolean {
  const elapsed = times.current.getTime() - times.previous.getTime();
  switch (value.kind) {
    case 'date':
    case 'monthYear':
      return (
        (context.pageStamp && stampMovedForward(old, value, times)) ||
        (context.delivery && value.kind === 'date' && keepsDistance(old, value, times)) ||
        anyZone(
          (zone) =>
            old.readings.some((reading) => sameUnit(value.kind, reading, times.previous.getTime() + zone)) &&
            value.readings.some((reading) => sameUnit(value.kind, reading, times.current.getTime() + zone)),
        ) ||
        (context.stamp &&
          value.readings.some((reading) => anyZone((zone) => sameUnit(value.kind, reading, times.current.getTime() + zone))))
      );
    case 'weekday':
      return (
        (context.delivery && keepsDistance(old, value, times)) ||
        anyZone(
          (zone) =>
            weekdayAt(times.previous.getTime() + zone) === old.readings[0] &&
            weekdayAt(times.current.getTime() + zone) === value.readings[0],
        )
      );
    case 'dateTime':
      if (context.pageStamp && stampMovedForward(old, value, times)) return true;
      return value.readings.some(
        (reading) =>
          stampNearFetch(reading, times.current.getTime()) &&
          (context.stamp || old.readings.some((was) => Math.abs(reading - was - elapsed) <= tolerance(elapsed))),
      );
    case 'clock':
    case 'weekdayClock':
      return (
        (context.stamp || context.alone || value.kind === 'weekdayClock' || /:\d{2}:\d{2}/.test(value.text)) &&
        clockTracks(old.readings[0]!, value.readings[0]!, value.kind, times, context.stamp)
      );
    case 'duration':
      return (context.counting || context.alone || !statedAsTerm(value)) && durationTracks(old, value, elapsed);
  }
}

/**
 * A page's own stamp that moved forward, to no later than this fetch in the zone furthest ahead: the page
 * was rebuilt or its data refreshed, however long ago that was. A stamp that moved back, or into the
 * future, is content.
 */
function stampMovedForward(old: Value, value: Value, times: FetchTimes): boolean {
  const latest = times.current.getTime() + ZONES.at(-1)! + STAMP_TOLERANCE;
  return value.readings.some((reading) => reading <= latest && old.readings.some((was) => reading > was));
}

/**
 * A promised delivery day that kept its distance from the fetch date (give or take the day a cut-off
 * adds), in some zone, within the next two weeks: "Get it by Thursday" on Monday, "by Friday" on Tuesday.
 */
function keepsDistance(old: Value, value: Value, times: FetchTimes): boolean {
  return anyZone((zone) => {
    const before = old.readings.map((reading) => daysAhead(old.kind, reading, times.previous.getTime() + zone));
    const after = value.readings.map((reading) => daysAhead(value.kind, reading, times.current.getTime() + zone));
    return before.some((was) => after.some((now) => inHorizon(was) && inHorizon(now) && Math.abs(now - was) <= 1));
  });
}

function daysAhead(kind: Kind, reading: number, instant: number): number {
  if (kind === 'weekday') return (reading - weekdayAt(instant) + 7) % 7;
  const today = Math.floor(instant / DAY) * DAY;
  return Math.round((reading - today) / DAY);
}

function inHorizon(days: number): boolean {
  return days >= 0 && days <= DELIVERY_HORIZON_DAYS;
}

function anyZone(test: (zone: number) => boolean): boolean {
  return ZONES.some(test);
}

function sameUnit(kind: Kind, reading: number, instant: number): boolean {
  const a = new Date(reading);
  const b = new Date(instant);
  if (a.getUTCFullYear() !== b.getUTCFullYear() || a.getUTCMonth() !== b.getUTCMonth()) return false;
  return kind === 'monthYear' || a.getUTCDate() === b.getUTCDate();
}

function weekdayAt(instant: number): number {
  return new Date(instant).getUTCDay();
}

/** A wall time about equal to the fetch time in some zone (stamps lag a little: caches). */
function stampNearFetch(wallTime: number, fetchedAt: number): boolean {
  return anyZone((zone) => {
    const local = fetchedAt + zone;
    return wallTime <= local + STAMP_TOLERANCE && wallTime >= local - STAMP_TOLERANCE;
  });
}

function tolerance(elapsed: number): number {
  return 5 * MINUTE + elapsed * 0.02;
}

/**
 * A time of day that moved by about the elapsed time. A stamp (after a stamp word) may lag its fetch by
 * a cache's age, so it gets the stamp tolerance. Without a date, "refreshed to about the fetch time"
 * cannot be told from any other move: in an unknown zone every time of day is near the fetch time.
 */
function clockTracks(old: number, value: number, kind: Kind, times: FetchTimes, stamp: boolean): boolean {
  const cycle = kind === 'weekdayClock' ? 7 * 24 * 60 : 24 * 60;
  const elapsed = times.current.getTime() - times.previous.getTime();
  const moved = circular(value - old, cycle);
  const expected = Math.round(elapsed / MINUTE) % cycle;
  const offBy = Math.min(Math.abs(moved - expected), cycle - Math.abs(moved - expected));
  return offBy * MINUTE <= (stamp ? Math.max(STAMP_TOLERANCE, tolerance(elapsed)) : tolerance(elapsed));
}

function circular(minutes: number, cycle: number): number {
  return ((minutes % cycle) + cycle) % cycle;
}

/**
 * A countdown that fell, or an age that grew, by about the elapsed time, within what its display can show:
 * a value shown in days can tick by a day only when half a day or more has passed.
 */
function durationTracks(old: Value, value: Value, elapsed: number): boolean {
  const granularity = Math.max(old.granularity, value.granularity);
  if (granularity > HOUR && elapsed < granularity / 2) return false;
  const slack = granularity + tolerance(elapsed);
  const fell = old.readings[0]! - value.readings[0]!;
  if (Math.abs(fell - elapsed) <= slack || (!value.fallsOnly && Math.abs(-fell - elapsed) <= slack)) return true;
  // A countdown to a daily cut-off ("order within 3 hrs for next-day delivery") starts again each day.
  const daily = old.readings[0]! < DAY && value.readings[0]! < DAY;
  return daily && Math.abs(circularOffset(fell - elapsed, DAY)) <= slack;
}

/**
 * A duration in whole days or longer written in words ("3 days", "2 weeks"), which reads as a term unless
 * its words say it counts; the compact forms of countdown widgets ("3d 4h", "5d") and finer durations
 * ("2 days 4 hours") tick on their own.
 */
function statedAsTerm(value: Value): boolean {
  return value.granularity >= DAY && !/\d[dwmy]\b/i.test(value.text);
}

function circularOffset(difference: number, cycle: number): number {
  const offset = ((difference % cycle) + cycle) % cycle;
  return offset > cycle / 2 ? offset - cycle : offset;
}

/** Pairing lines costs O(n·d) for d differing lines: a page rewritten from top to bottom could take seconds. */
const PAIRING_TIMEOUT_MS = 250;

/**
 * The new lines with each line that differs from its counterpart in the previous text only by values
 * tracking the clock put back as it was, so hashing them shows whether anything else changed. Lines are
 * paired where a diff of the noise-normalized texts replaces a run of lines by a run of the same length.
 */
export function withClockValuesSettled(previousText: string, lines: ExtractedLine[], times: FetchTimes): ExtractedLine[] {
  const previous = previousText === '' ? [] : previousText.split('\n');
  const current = lines.map((line) => line.text);
  const settled = [...lines];
  let oldIndex = 0;
  let newIndex = 0;
  const normalizedPrevious = normalizeNoiseAll(previous);
  const normalizedCurrent = normalizeNoiseAll(current);
  const parts = diffArrays(normalizedPrevious, normalizedCurrent, { timeout: PAIRING_TIMEOUT_MS });
  // Two texts too far apart to pair in the budget differ by more than the clock: nothing is put back.
  if (parts === undefined) return lines;
  for (const [position, part] of parts.entries()) {
    const count = part.count ?? part.value.length;
    if (part.removed && parts[position + 1]?.added && (parts[position + 1]!.count ?? parts[position + 1]!.value.length) === count) {
      for (let offset = 0; offset < count; offset += 1) {
        const [was, now] = [oldIndex + offset, newIndex + offset];
        // "Refreshed 10:17 UTC · Updated 1 minute ago": the clock moved, and beside it a value the noise rules mask.
        const settles =
          tracksClock(previous[was]!, current[now]!, times) || tracksClock(normalizedPrevious[was]!, normalizedCurrent[now]!, times);
        if (settles) settled[now] = { ...lines[now]!, text: previous[was]! };
      }
    }
    if (!part.added) oldIndex += count;
    if (!part.removed) newIndex += count;
  }
  return settled;
}
