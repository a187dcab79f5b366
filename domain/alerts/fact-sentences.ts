import type { ChangeFact } from '../monitoring/change-facts';

const SNIPPET = 100;

/** One fact as a person reads it: "Pricing › Pro: $49 → $59", "New in Open roles: “Designer, Paris”". */
export function factSentence(fact: ChangeFact): string {
  const where = fact.subject ? `${fact.subject}: ` : '';
  switch (fact.type) {
    case 'item_added':
      return `New${fact.subject ? ` in ${fact.subject}` : ''}: “${snippet(fact.after ?? fact.quote)}”`;
    case 'item_removed':
      return `Removed${fact.subject ? ` from ${fact.subject}` : ''}: “${snippet(fact.before ?? fact.quote)}”`;
    case 'section_added':
      return `New section “${snippet(fact.subject ?? fact.quote)}”`;
    case 'section_removed':
      return `Section removed: “${snippet(fact.subject ?? fact.quote)}”`;
    case 'section_reworded':
      return `Reworded${fact.subject ? ` in “${snippet(fact.subject)}”` : ''}: “${snippet(fact.after ?? fact.before ?? fact.quote)}”`;
    default:
      return `${where}${fact.before ?? '(none)'} → ${fact.after ?? '(none)'}`;
  }
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= SNIPPET ? flat : `${flat.slice(0, SNIPPET - 1).trimEnd()}…`;
}
