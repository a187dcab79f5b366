import { z } from 'zod';
import type { ChangeFact } from '../monitoring/change-facts';

/** A member's verdict on an earlier change of the same topic, which both judges follow for changes like it. */
export interface JudgementExample {
  relevant: boolean;
  /** The changed lines of that change (added and removed), as the diff wrote them. */
  changedLines: string[];
  facts: ChangeFact[];
}

/** What a judge is told about one change: the topic's intent, the diff of the source's extracted text and its facts. */
export interface ChangeToJudge {
  topic: { name: string; description: string | null; watchFor: string[] };
  sourceUrl: string;
  /** A unified diff of the extracted text (lines starting with `+` or `-` are the change). */
  diff: string;
  /** The typed facts recorded with the change; absent for changes recorded before facts were kept. */
  facts?: ChangeFact[];
  /** Members' verdicts on earlier changes of the topic, newest first. */
  examples?: JudgementExample[];
  /** The source's extracted text after the change, when known: which names the page gives, beyond its title. */
  pageText?: string;
}

export const IMPORTANCE_LEVELS = ['low', 'medium', 'high'] as const;
export type Importance = (typeof IMPORTANCE_LEVELS)[number];

/** For one watch-list entry the change matches, the changed text the judgement relies on, quoted from the diff. */
export const evidenceSchema = z.object({
  watchFor: z.string(),
  quote: z.string(),
});

export type Evidence = z.infer<typeof evidenceSchema>;

export const judgementSchema = z.object({
  summary: z.string().min(1).max(600),
  relevant: z.boolean(),
  matchedWatchFor: z.array(z.string()),
  importance: z.enum(IMPORTANCE_LEVELS),
  evidence: z.array(evidenceSchema),
});

export type Judgement = z.infer<typeof judgementSchema>;

export interface ChangeJudge {
  /** Throws when no judgement could be made; callers keep the change unjudged and try again later. */
  judge(change: ChangeToJudge): Promise<Judgement>;
}

/** How much of the page's text a judge reads for the names it gives: enough for any page a person reads. */
export const PAGE_TEXT_CHARACTERS = 200_000;

/** Diffs longer than this are cut before judging, so one huge page cannot blow a model's context or a batch's time. */
export const MAX_DIFF_CHARACTERS = 12_000;

export function boundedDiff(diff: string): string {
  if (diff.length <= MAX_DIFF_CHARACTERS) return diff;
  return `${diff.slice(0, MAX_DIFF_CHARACTERS)}\n[… diff cut at ${MAX_DIFF_CHARACTERS} characters]`;
}

export interface ChangedLines {
  added: string[];
  removed: string[];
}

/** The added and removed lines of a unified diff, without the file headers and hunk markers. */
export function changedLines(diff: string): ChangedLines {
  const added: string[] = [];
  const removed: string[] = [];
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++') || line.startsWith('---')) continue;
    const text = line.slice(1).trim();
    if (text === '') continue;
    if (line.startsWith('+')) added.push(text);
    else if (line.startsWith('-')) removed.push(text);
  }
  return { added, removed };
}

/** Keeps only entries of the topic's own list, in its spelling, whatever casing a model answered with. */
export function onlyKnownWatchFor(answered: string[], watchFor: string[]): string[] {
  const wanted = new Set(answered.map((entry) => entry.trim().toLowerCase()));
  return watchFor.filter((entry) => wanted.has(entry.trim().toLowerCase()));
}

/** Quotes are compared with runs of whitespace made one space, so a model's re-wrapped quote still counts. */
function flat(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Why a judgement's evidence does not hold against the diff it judged, or null when it does: every
 * matched watch-list entry needs a quote, and every quote must appear verbatim (whitespace aside) in an
 * added or removed line of the diff.
 */
export function evidenceProblem(judgement: Judgement, diff: string): string | null {
  const { added, removed } = changedLines(diff);
  const changed = [...added, ...removed].map(flat);
  for (const entry of judgement.evidence) {
    const quote = flat(entry.quote);
    if (quote === '') return `the evidence for "${entry.watchFor}" quotes nothing`;
    if (!changed.some((line) => line.includes(quote))) return `the quote "${quote}" for "${entry.watchFor}" is not in the changed lines`;
  }
  const quoted = new Set(judgement.evidence.map((entry) => entry.watchFor.trim().toLowerCase()));
  const unquoted = judgement.matchedWatchFor.find((entry) => !quoted.has(entry.trim().toLowerCase()));
  return unquoted === undefined ? null : `"${unquoted}" is matched without a quote`;
}
