import type { DeliveredEvent } from '../../models/webhooks';
import { factLines } from '../alerts/fact-lines';
import type { DigestChange, DigestReadyData, EventData, SourceHealthData } from './payloads';

/**
 * A chat notice before it meets a format: plain strings (page text, tenants' names, errors: escaped by
 * each format for itself), emphasis, and links. Only a format renderer turns a span into markup.
 */
export type Span = string | { strong: string } | { link: string };

export interface NoticeLine {
  /** `bullet`: one of a list (facts); `quote`: text quoted from the page (evidence). */
  kind: 'text' | 'bullet' | 'quote';
  spans: Span[];
}

export interface Notice {
  /** Plain text: a heading, a push notification's title. */
  title: string;
  lines: NoticeLine[];
  /** Where one click should lead: the change page when there is one, else the source. */
  link: { label: string; url: string } | null;
  /** Push channels (ntfy) ring louder for a relevant high-importance change or a broken source. */
  urgency: 'high' | 'default' | 'low';
  /** Short ASCII words (ntfy tags). */
  tags: string[];
}

/** Long page text is cut so a message stays inside every service's limit with its link to the change page. */
const SUMMARY_MAX = 1500;
const QUOTE_MAX = 300;
/** A digest line's headline (its first fact, else its summary). */
const HEADLINE_MAX = 120;
/**
 * What a digest's change lines may weigh (`weight`): the lines that fit are listed whole, the rest counted
 * in "and K more", so no service cuts a line or its link (ntfy keeps 4,096 bytes, a Discord embed 4,096
 * characters, with a project name of up to 200 characters above the lines).
 */
const DIGEST_LINES_BUDGET = 3000;

const text = (...spans: Span[]): NoticeLine => ({ kind: 'text', spans });

/** Names and errors on one line: a line break in a tenant's name or a site's answer cannot start a line of its own. */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** How a failing source's status reads; keyed by string so a status added to SourceHealthData reads as `failing` until worded here. */
const FAILING_WORDS: Readonly<Record<string, { heading: string; predicate: string }>> = {
  failing: { heading: 'Source failing', predicate: 'is failing' },
  blocked: { heading: 'Source blocked', predicate: 'is blocked' },
  auth_failed: { heading: 'Source cannot sign in', predicate: 'cannot sign in' },
};

/** One notice per delivered event: a new event without one does not compile, and every format renders notices. */
export const NOTICES: { readonly [E in DeliveredEvent]: (data: EventData[E]) => Notice } = {
  'change.detected': (data) => {
    const change = { ...data, projectName: oneLine(data.projectName), topicName: oneLine(data.topicName) };
    const verdict = change.importance ? `, ${change.importance} importance` : change.relevant === null ? ', not judged' : '';
    const lines: NoticeLine[] = [
      text({ strong: 'Change detected' }, ' on ', { link: change.sourceUrl }, ` (${change.projectName} › ${change.topicName}${verdict})`),
      text(cut(change.summary ?? 'Not judged yet.', SUMMARY_MAX)),
      ...factLines(change.facts ?? []).map((line): NoticeLine => ({ kind: 'bullet', spans: [line] })),
      ...(change.evidence ?? []).map((entry): NoticeLine => ({
        kind: 'quote',
        spans: [cut(`${entry.watchFor}: “${entry.quote}”`, QUOTE_MAX)],
      })),
    ];
    if (change.viewUrl) lines.push(text('See the change: ', { link: change.viewUrl }));
    return {
      title: `${change.projectName}: change in ${change.topicName}`,
      lines,
      link: change.viewUrl ? { label: 'See the change', url: change.viewUrl } : { label: 'Open the source', url: change.sourceUrl },
      urgency: change.relevant && change.importance === 'high' ? 'high' : change.relevant === false ? 'low' : 'default',
      tags: ['mag'],
    };
  },
  'run.failed': (data) => {
    const run = { ...data, projectName: oneLine(data.projectName), error: oneLine(data.error) };
    return {
      title: `${run.projectName}: monitoring run failed`,
      lines: [text({ strong: 'Monitoring run failed' }, ` for ${run.projectName}: ${run.error}`)],
      link: null,
      urgency: 'default',
      tags: ['warning'],
    };
  },
  'source.failing': (data) => {
    const source = healthNames(data);
    const state = FAILING_WORDS[source.status] ?? FAILING_WORDS.failing!;
    return {
      title: `${source.projectName}: a source ${state.predicate}`,
      lines: [
        text(
          { strong: state.heading },
          ' ',
          { link: source.url },
          ` (${source.projectName} › ${source.topicName}) since ${source.since}: ${source.error ?? 'unknown error'}`,
        ),
      ],
      link: { label: 'Open the source', url: source.url },
      urgency: 'high',
      tags: ['warning'],
    };
  },
  'source.recovered': (data) => {
    const source = healthNames(data);
    return {
      title: `${source.projectName}: a source works again`,
      lines: [
        text(
          { strong: 'Source works again' },
          ' ',
          { link: source.url },
          ` (${source.projectName} › ${source.topicName}), failing since ${source.since}`,
        ),
      ],
      link: { label: 'Open the source', url: source.url },
      urgency: 'default',
      tags: ['white_check_mark'],
    };
  },
  'digest.ready': (data) => digestNotice(data),
  'webhook.test': () => ({
    title: 'Vigil test event',
    lines: [text('Vigil test event: this webhook is set up and receiving messages.')],
    link: null,
    urgency: 'low',
    tags: ['wave'],
  }),
};

function digestNotice(data: DigestReadyData): Notice {
  const projectName = oneLine(data.projectName);
  const count = `${data.total} change${data.total === 1 ? '' : 's'}`;
  const listed: NoticeLine[] = [];
  let weighed = 0;
  for (const change of data.changes) {
    const line = digestLine(change);
    weighed += line.spans.reduce((sum: number, span) => sum + weight(span), 0);
    if (weighed > DIGEST_LINES_BUDGET) break;
    listed.push(line);
  }
  const more = data.total - listed.length;
  const only = data.total === 1 ? data.changes[0] : undefined;
  return {
    title: `${projectName}: daily digest, ${count}`,
    lines: [
      text({ strong: 'Daily digest' }, ` of ${projectName}: ${count} since ${data.since}`),
      ...listed,
      ...(more > 0 ? [text(`…and ${more} more: `, { link: data.changesUrl })] : []),
    ],
    link: only ? { label: 'See the change', url: only.viewUrl } : { label: 'See all changes', url: data.changesUrl },
    urgency: 'default',
    tags: ['newspaper'],
  };
}

/** `Topic: headline (verdict) <change page>`: the headline is the change's first fact, else its summary. */
function digestLine(change: DigestChange): NoticeLine {
  const headline = cut(oneLine(factLines(change.facts)[0] ?? change.summary), HEADLINE_MAX);
  const verdict =
    change.relevant === null
      ? 'not judged'
      : change.relevant
        ? `relevant${change.importance ? `, ${change.importance}` : ''}`
        : 'not relevant';
  return { kind: 'bullet', spans: [`${oneLine(change.topicName)}: ${headline} (${verdict}) `, { link: change.viewUrl }] };
}

/**
 * A span's UTF-8 bytes, text counting each punctuation mark or symbol twice: a format may escape it
 * (Discord's backslashes, a zero-width space after `@`). Links are sent as they are.
 */
function weight(span: Span): number {
  if (typeof span !== 'string' && 'link' in span) return Buffer.byteLength(span.link);
  const text = typeof span === 'string' ? span : span.strong;
  return Buffer.byteLength(text) + (text.match(/[^\p{L}\p{N}\s]/gu)?.length ?? 0);
}

function healthNames(source: SourceHealthData): SourceHealthData {
  const error = source.error === null ? null : oneLine(source.error);
  return { ...source, projectName: oneLine(source.projectName), topicName: oneLine(source.topicName), error };
}

/** A URL as a browser would send it (ASCII, spaces and brackets percent-encoded), or null when it is not an http(s) URL. */
export function normalizedUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Cuts text to `max` characters (whole code points), marking the cut. */
export function cut(text: string, max: number): string {
  const points = [...text];
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}
