/**
 * JSON arrays read as sets: an API that returns the same elements in another order (offers sorted by a
 * changing score, a list rebuilt from a hash map) has not changed, as a reshuffled list on a page has
 * not. An element added, removed or edited still differs.
 */
const ELEMENT = /^([^[\n]*)\[(\d+)\]/;

/** An array's elements by index, each as its lines after `collection[index]`, in the order read. */
type Elements = Map<string, string[]>;

/** The lines of flattened JSON that are in no array, and each array's elements by the array's path. */
function arraysOf(lines: string[]): { plain: string[]; arrays: Map<string, Elements> } {
  const plain: string[] = [];
  const arrays = new Map<string, Elements>();
  for (const line of lines) {
    const element = ELEMENT.exec(line);
    if (element === null) {
      plain.push(line);
      continue;
    }
    const [, collection, index] = element;
    const elements = arrays.get(collection!) ?? new Map<string, string[]>();
    const rest = elements.get(index!) ?? [];
    rest.push(line.slice(element[0].length));
    elements.set(index!, rest);
    arrays.set(collection!, elements);
  }
  return { plain, arrays };
}

/** The array element a flattened JSON line belongs to (`jobs[3]` of `jobs[3].title: "…"`), null for a line in no array. */
export function arrayElementOf(line: string): string | null {
  const element = ELEMENT.exec(line);
  return element === null ? null : element[0];
}

/** Flattened JSON lines (`offers[0].price: 679`) with each array's elements in a set order: the text the hash covers. */
export function withArraysAsSets(text: string): string {
  const { plain, arrays } = arraysOf(text.split('\n'));
  const collections = [...arrays.entries()].map(
    ([collection, elements]) =>
      `${collection}[]\n${[...elements.values()]
        .map((lines) =>
          lines
            .map((line) => line.replace(/\[\d+\]/g, '[]'))
            .sort()
            .join('\n'),
        )
        .sort()
        .join('\n--\n')}`,
  );
  return [...plain, ...collections.sort()].join('\n');
}

/** Keys whose value says which element it is, whatever its place: the same posting, release or offer. */
const IDENTITY =
  /^\.(?:[iI][dD]|uuid|guid|slug|key|sku|code|ref|reference|number|url|href|link|permalink|absolute_url|external_?[pP]ath|[a-z]+_id|[a-z]+Id)(?::| )\s*(.*)$/;

/**
 * The current text with each array element at the place it had in the previous text (the element equal to
 * it, else the one with the same id, slug or address), and new elements after them. An API that puts a new
 * posting first moves every other one down a place: read by place, every posting would seem edited. Arrays
 * are sets (above), so the places are free to keep; the lines of each array stay together.
 */
export function withElementsInPlace(previousText: string, currentText: string): string {
  const before = arraysOf(previousText.split('\n')).arrays;
  const lines = currentText.split('\n');
  const after = arraysOf(lines).arrays;
  const places = new Map<string, Map<string, number>>();
  for (const [name, collection] of after) places.set(name, placesOf(before.get(name), collection));
  const written = new Set<string>();
  const out: string[] = [];
  for (const line of lines) {
    const element = ELEMENT.exec(line);
    if (element === null) {
      out.push(line);
      continue;
    }
    const name = element[1]!;
    if (written.has(name)) continue;
    written.add(name);
    const place = places.get(name)!;
    const ordered = [...after.get(name)!.entries()].sort(([a], [b]) => place.get(a)! - place.get(b)!);
    for (const [index, rest] of ordered) for (const tail of rest) out.push(`${name}[${place.get(index)!}]${tail}`);
  }
  return out.join('\n');
}

/** Pairs of elements compared line by line at most, per array: past it, an element edited in place keeps its index. */
const MAX_COMPARED_PAIRS = 10_000;
/** The share of its lines an edited element keeps to be taken for the one it was. */
const SAME_ELEMENT_SHARE = 0.5;

/**
 * Current index → the place it keeps: an equal element's, else the one with its identity, else the most
 * alike (half its lines or more), else its own place if no other took it, else a new place after all of them.
 */
function placesOf(previous: Elements | undefined, current: Elements): Map<string, number> {
  const places = new Map<string, number>();
  const byContent = new Map<string, string>();
  const identities = new Map<string, string | null>();
  for (const [index, rest] of previous ?? []) {
    if (!byContent.has(rest.join('\n'))) byContent.set(rest.join('\n'), index);
    identities.set(index, identityOf(rest));
  }
  const free = new Set(previous?.keys() ?? []);
  const unplaced: string[] = [];
  for (const [index, rest] of current) {
    const same = byContent.get(rest.join('\n'));
    if (same !== undefined && free.has(same)) {
      places.set(index, Number(same));
      free.delete(same);
    } else unplaced.push(index);
  }
  const compare = unplaced.length * free.size <= MAX_COMPARED_PAIRS;
  let next = 0;
  for (const index of previous?.keys() ?? []) next = Math.max(next, Number(index) + 1);
  for (const index of unplaced) {
    const rest = current.get(index)!;
    const same = (compare ? mostAlike(rest, index, free, previous!, identities) : undefined) ?? (free.has(index) ? index : undefined);
    if (same !== undefined) {
      places.set(index, Number(same));
      free.delete(same);
    } else places.set(index, next++);
  }
  return places;
}

function mostAlike(
  rest: string[],
  index: string,
  free: Set<string>,
  previous: Elements,
  identities: Map<string, string | null>,
): string | undefined {
  const identity = identityOf(rest);
  let best: { index: string; score: number } | undefined;
  for (const candidate of free) {
    const score =
      identity !== null && identity === identities.get(candidate)
        ? 2
        : sharedShare(rest, previous.get(candidate)!) + (candidate === index ? 0.01 : 0);
    if (score >= SAME_ELEMENT_SHARE && score > (best?.score ?? 0)) best = { index: candidate, score };
  }
  return best?.index;
}

function sharedShare(a: string[], b: string[]): number {
  const left = new Map<string, number>();
  for (const line of a) left.set(line, (left.get(line) ?? 0) + 1);
  let shared = 0;
  for (const line of b) {
    const count = left.get(line) ?? 0;
    if (count > 0) {
      shared += 1;
      left.set(line, count - 1);
    }
  }
  return shared / Math.max(a.length, b.length);
}

function identityOf(rest: string[]): string | null {
  for (const tail of rest) {
    const identity = IDENTITY.exec(tail);
    if (identity) return identity[1]!;
  }
  return null;
}
