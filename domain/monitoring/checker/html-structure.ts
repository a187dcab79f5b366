import type { AnyNode, Element } from 'domhandler';

/**
 * Structural rules: which elements are page chrome (navigation, footers, ads, promos, widgets) and are
 * dropped before any text is read, and which hold live counters whose digits are noise. They look at
 * the tag, the ARIA role and the class/id names only, so they need no tuning per page.
 */

export const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'map',
  'head',
  'title',
  'link',
  'meta',
  'input',
  'select',
  'textarea',
  'option',
  'img',
  'picture',
  'source',
  'nav',
  'dialog',
]);

export const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'legend',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

const CHROME_ROLES = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'search',
  'dialog',
  'alertdialog',
  'tooltip',
  'marquee',
  'timer',
  'menu',
  'menubar',
]);

const CHROME_NAMES = new RegExp(
  String.raw`(?:^|[\s_-])(?:nav|navbar|navigation|site-?menu|main-?menu|primary-?menu|mega-?menu|menubar|breadcrumbs?|sidebar|(?:site|page|global|main|bottom)-?footer|site-?header|global-?header|cookies?|cookie-?banner|consent|gdpr|promos?|promotion|promo-?bar|announcement-?bar|notice-?bar|top-?bar|advert\w*|ads?|ad-?slot|adsbygoogle|sponsor(?:ed|s)?|social|share|sharing|share-?buttons|newsletter|subscribe|popup|modal|overlay|toast|related|related-?\w+|recommend\w*|trending|suggested(?:-?\w+)?|similar(?:-?\w+)?|popular-?(?:posts|articles|stories|products|items)|most-?(?:read|viewed|popular)|also-?(?:bought|viewed|like)|you-?may-?(?:like|also-?like)|more-?stories|carousel|slider|slideshow|rotator|marquee|ticker|countdown|timer|skip-?link|widget|live-?chat|chat-?widget|toc|table-?of-?contents)(?=$|[\s_-])`,
  'i',
);

/** Names that mean chrome only when they are the whole class or id: "footer" is the page's, "card-footer" is not. */
const CHROME_EXACT_NAMES = /^(?:footer|header|masthead|colophon|topbar|bottombar|site-info)$/i;

const COUNTER_NAMES =
  /(?:^|[\s_-])(?:counts?|counter|views?|view-?count|likes?|like-?count|votes?|vote-?count|score|kudos|reactions?|stats?|metrics?|hits|claps|comment-?count|share-?count|followers?|follower-?count|stock-?(?:count|level|left)|watchers?|watching|viewers?)(?=$|[\s_-])/i;

export function isHidden(element: Element): boolean {
  const { attribs } = element;
  // A tab panel not shown yet ("Monthly" beside "Annual" prices) is a click away, not hidden from the reader.
  if (attribs.role === 'tabpanel') return false;
  const style = attribs.style;
  const hidden =
    'hidden' in attribs ||
    attribs['aria-hidden'] === 'true' ||
    (style !== undefined && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style));
  // So is an accordion's panel, which the button before it opens ("Can I get a refund?" over its answer).
  return hidden && !isDisclosedBy(element.prev, attribs.id);
}

/** Elements of a disclosure's button looked through: the button is the element before its panel or inside it. */
const DISCLOSURE_REACH = 32;

/** Whether the element before a panel (skipping text) is or holds the button that opens it: `aria-controls` names the panel's id. */
function isDisclosedBy(previous: AnyNode | null, id: string | undefined): boolean {
  if (id === undefined || id === '') return false;
  let node = previous;
  while (node !== null && !isElement(node)) node = node.prev;
  if (node === null) return false;
  const queue: Element[] = [node];
  for (let seen = 0; queue.length > 0 && seen < DISCLOSURE_REACH; seen += 1) {
    const element = queue.shift()!;
    if (element.attribs['aria-controls']?.split(/\s+/).includes(id)) return true;
    for (const child of element.children) {
      if (queue.length >= DISCLOSURE_REACH) break;
      if (isElement(child)) queue.push(child);
    }
  }
  return false;
}

/** Page chrome, unless it holds the page's headline (a hero "banner" or a header wrapping the h1 is content). */
export function isChrome(element: Element, insideArticle: boolean): boolean {
  return (isChromeByTagOrRole(element, insideArticle) || isChromeByName(element)) && !containsHeadline(element);
}

/** Chrome by its class names or id only, not by what the element is (a header, an aside, a dialog). */
export function isChromeByNameOnly(element: Element, insideArticle: boolean): boolean {
  return isChromeByName(element) && !isChromeByTagOrRole(element, insideArticle);
}

function isChromeByTagOrRole(element: Element, insideArticle: boolean): boolean {
  return (
    (!insideArticle && (element.name === 'header' || element.name === 'footer' || element.name === 'aside')) ||
    CHROME_ROLES.has(element.attribs.role ?? '')
  );
}

function isChromeByName(element: Element): boolean {
  const names = namesOf(element);
  return CHROME_NAMES.test(names) || names.split(/\s+/).some((name) => CHROME_EXACT_NAMES.test(name));
}

export function holdsCounter(element: Element): boolean {
  return COUNTER_NAMES.test(namesOf(element));
}

function namesOf(element: Element): string {
  const { attribs } = element;
  return `${attribs.class ?? ''} ${attribs.id ?? ''}`;
}

function containsHeadline(element: Element): boolean {
  return element.children.some((child) => isElement(child) && (child.name === 'h1' || containsHeadline(child)));
}

export function isElement(node: AnyNode): node is Element {
  return 'attribs' in node;
}
