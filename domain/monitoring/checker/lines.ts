import { normalizeNoiseAll } from './noise';

/** One line of extracted text; lines sharing a `group` are items of one list, table or card collection, and lines sharing an `item` belong together. */
export interface ExtractedLine {
  text: string;
  group: number | null;
  item: number | null;
}

/**
 * The text the content hash covers: every line noise-normalized, and the items of each collection sorted,
 * so a recommendation block or a list that only reshuffles hashes the same while an item added, removed
 * or edited still changes it.
 */
export function canonicalText(lines: ExtractedLine[]): string {
  const normalized = normalizeNoiseAll(lines.map((line) => line.text));
  const out: string[] = [];
  for (let start = 0; start < lines.length;) {
    const group = lines[start]!.group;
    let end = start + 1;
    while (group !== null && end < lines.length && lines[end]!.group === group) end += 1;
    out.push(...(group === null ? [normalized[start]!] : sortedItems(lines.slice(start, end), normalized.slice(start, end))));
    start = end;
  }
  return out.join('\n');
}

function sortedItems(lines: ExtractedLine[], normalized: string[]): string[] {
  const items = new Map<number | null, string[]>();
  lines.forEach((line, index) => {
    const item = items.get(line.item) ?? [];
    item.push(normalized[index]!);
    items.set(line.item, item);
  });
  return [...items.values()].map((item) => item.join('\n')).sort();
}
