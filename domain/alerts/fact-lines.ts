import type { ChangeFact, ChangeFactType } from '../monitoring/change-facts';

/** Facts listed per change in a mail or a chat message; the rest are counted, the Change resource has them all. */
export const FACT_LINES_SHOWN = 8;
/** Page text in a line is cut here, so one long table row cannot swamp a mail. */
const MAX_TEXT = 160;

const LABELS: Record<ChangeFactType, string> = {
  amount: 'Amount',
  date: 'Date',
  status: 'Status',
  figure: 'Figure',
  person: 'Person',
  item_added: 'Added',
  item_removed: 'Removed',
  section_added: 'New section',
  section_removed: 'Section removed',
  section_reworded: 'Section reworded',
};

/**
 * One short readable line per fact, e.g. `Price: 49 EUR → 59 EUR (Pro plan)`, `Status: In stock → Out of
 * stock (Trail shoes)`, `Added: “Senior engineer, Berlin” (Open positions)`, `Section reworded: Refunds`.
 */
export function describeFact(fact: ChangeFact): string {
  const subject = fact.subject ? cut(fact.subject) : null;
  switch (fact.type) {
    case 'amount':
    case 'date':
    case 'status':
    case 'figure':
    case 'person': {
      const label = fact.type === 'amount' && isCurrency(fact.unit) ? 'Price' : LABELS[fact.type];
      const move =
        fact.before !== null || fact.after !== null
          ? `${value(fact.before, fact.unit)} → ${value(fact.after, fact.unit)}`
          : quoted(fact.quote);
      return `${label}: ${move}${subject ? ` (${subject})` : ''}`;
    }
    case 'item_added':
    case 'item_removed':
      return `${LABELS[fact.type]}: ${quoted(fact.quote)}${subject ? ` (${subject})` : ''}`;
    case 'section_added':
    case 'section_removed':
    case 'section_reworded':
      return `${LABELS[fact.type]}: ${subject ?? quoted(fact.quote)}`;
  }
}

/** The lines of the first `shown` facts, and one counting the others. */
export function factLines(facts: readonly ChangeFact[], shown = FACT_LINES_SHOWN): string[] {
  const lines = facts.slice(0, shown).map(describeFact);
  const more = facts.length - shown;
  if (more > 0) lines.push(`…and ${more} more fact${more === 1 ? '' : 's'}`);
  return lines;
}

/** A value as written, with its unit when the page wrote a bare number ("49" + "EUR", but "€49" or "49 euros" as they are). */
function value(written: string | null, unit: string | null): string {
  if (written === null || written.trim() === '') return '(none)';
  const text = cut(written);
  return unit && /^[\d\s.,'+-]+$/.test(text) ? `${text} ${unit}` : text;
}

/** ISO currency codes and currency signs; other units (GB, %, days) make an amount that is not a price. */
function isCurrency(unit: string | null): boolean {
  return unit !== null && (/^[A-Z]{3}$/.test(unit) || /^\p{Sc}$/u.test(unit));
}

function quoted(text: string): string {
  return `“${cut(text)}”`;
}

function cut(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_TEXT ? flat : `${flat.slice(0, MAX_TEXT - 1)}…`;
}
