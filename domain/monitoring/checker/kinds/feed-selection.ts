import type { SourceSelectors } from '../../source-check';
import { FEED_FIELDS, SelectionError, type FeedField } from '../selection';
import type { FeedItem } from './feed';

/**
 * A feed selected by item fields: `include: ["title"]` compares the items' titles only, `exclude:
 * ["content"]` everything but their text. An item keeps its key (what it is), and its title is shown as
 * its key when titles are not compared. Ignore rules drop the lines of an item's text they match, and
 * items whose title they match.
 */
export function selectedFeedItems(items: FeedItem[], selectors: SourceSelectors, ignored: (line: string) => boolean): FeedItem[] {
  const fields = fieldsOf(selectors);
  return items
    .filter((item) => !(fields.has('title') && ignored(item.title)))
    .map((item) => ({
      key: item.key,
      title: fields.has('title') ? item.title : item.key,
      link: fields.has('link') ? item.link : null,
      body: fields.has('content') ? item.body.filter((line) => !ignored(line)) : [],
    }));
}

function fieldsOf({ include = [], exclude = [] }: SourceSelectors): Set<FeedField> {
  for (const selector of [...include, ...exclude]) {
    if (!(FEED_FIELDS as readonly string[]).includes(selector.trim()))
      throw new SelectionError(
        `The selector “${selector}” does not apply to a feed, which is selected by item fields (${FEED_FIELDS.join(', ')})`,
      );
  }
  const included = include.length > 0 ? new Set(include.map((field) => field.trim() as FeedField)) : new Set(FEED_FIELDS);
  for (const field of exclude) included.delete(field.trim() as FeedField);
  return included;
}
