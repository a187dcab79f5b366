import { z } from 'zod';

/**
 * What a change is, in typed facts, computed once when the change is recorded (by the checker, from the
 * previous and current extracted text) and carried by the Change, webhooks, mails and MCP tools. The
 * judges read them to tell a price move from a reworded clause; `quote` is always verbatim changed text.
 */
export const CHANGE_FACT_TYPES = [
  /** A price, fee or amount with a currency or unit moved: `before` → `after`, `unit` the currency or unit. */
  'amount',
  /** A date moved (a deadline, an effective date, an event's date). */
  'date',
  /** A state word changed: availability, service status, open/closed, cancelled/postponed, approved/rejected. */
  'status',
  /** A number without currency changed (a limit, a count in content, a rate, a version). */
  'figure',
  /** A person in a role changed (a name replaced beside the same role). */
  'person',
  /** An item of a collection was added or removed: a table row, a list item, a feed item, a sitemap page, a JSON array element. */
  'item_added',
  'item_removed',
  /** A section or clause, titled by its heading, was added, removed or reworded. */
  'section_added',
  'section_removed',
  'section_reworded',
] as const;

export type ChangeFactType = (typeof CHANGE_FACT_TYPES)[number];

export const changeFactSchema = z.object({
  type: z.enum(CHANGE_FACT_TYPES),
  /** What the fact is about: the row's or line's label ("Pro plan"), the heading of its section, a JSON path; null when unknown. */
  subject: z.string().nullable(),
  /** The old and new value (an amount as written, a date, a status); null for additions and removals. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The currency or unit of an amount ("EUR", "USD", "%", "GB"); null otherwise. */
  unit: z.string().nullable(),
  /** The changed line the fact comes from, verbatim. */
  quote: z.string(),
});

export type ChangeFact = z.infer<typeof changeFactSchema>;

/** Facts kept per change; a huge rewrite is summarised by its first facts. */
export const MAX_FACTS_PER_CHANGE = 40;
