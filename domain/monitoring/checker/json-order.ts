/**
 * JSON arrays read as sets: an API that returns the same elements in another order (offers sorted by a
 * changing score, a list rebuilt from a hash map) has not changed, as a reshuffled list on a page has
 * not. An element added, removed or edited still differs.
 */
const ELEMENT = /^([^[\n]*)\[(\d+)\]/;

/** Flattened JSON lines (`offers[0].price: 679`) with each array's elements in a set order: the text the hash covers. */
export function withArraysAsSets(text: string): string {
  const plain: string[] = [];
  const elements = new Map<string, Map<string, string[]>>();
  for (const line of text.split('\n')) {
    const element = ELEMENT.exec(line);
    if (element === null) {
      plain.push(line);
      continue;
    }
    const [, collection, index] = element;
    const ofCollection = elements.get(collection!) ?? new Map<string, string[]>();
    const lines = ofCollection.get(index!) ?? [];
    lines.push(line.slice(element[0].length).replace(/\[\d+\]/g, '[]'));
    ofCollection.set(index!, lines);
    elements.set(collection!, ofCollection);
  }
  const collections = [...elements.entries()].map(
    ([collection, ofCollection]) =>
      `${collection}[]\n${[...ofCollection.values()]
        .map((lines) => lines.sort().join('\n'))
        .sort()
        .join('\n--\n')}`,
  );
  return [...plain, ...collections.sort()].join('\n');
}
