import { load, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { isElement } from '../checker/html-structure';
import { LOADER_NAME, LOADING_TEXT } from './loading';

/** Below this many words of visible text, a page with scripts may be a shell a script fills in. */
const SHELL_MAX_WORDS = 40;
/** Ids and attributes single-page-application frameworks mount into. */
const APP_ROOT_SELECTOR =
  '#root, #app, #__next, #__nuxt, #___gatsby, #svelte, #main-app, [data-reactroot], [ng-app], [data-server-rendered], app-root';
const JAVASCRIPT_NOTICE =
  /\b(enable|turn on|activate)\s+javascript\b|\bjavascript\s+(is\s+)?(required|disabled|needed)\b|\brequires?\s+javascript\b/i;

/** A script that fetches data after load: fetch, XHR, jQuery's and axios's helpers, EventSource. */
const FETCHES = /\bfetch\s*\(|\bXMLHttpRequest\b|\$\.(?:getJSON|ajax|get|post)\s*\(|\.load\s*\(\s*['"`]|\baxios\b|\bnew\s+EventSource\b/;
/** Where a script puts what it fetched: the element it looks up by id or selector. */
const TARGETS =
  /getElementById\(\s*['"`]([^'"`]{1,100})['"`]\s*\)|querySelector(?:All)?\(\s*['"`]([^'"`]{1,200})['"`]\s*\)|\$\(\s*['"`]([#.][^'"`]{1,200})['"`]\s*\)/g;
/** An element with fewer words than this holds no content yet. */
const EMPTY_MAX_WORDS = 5;
/** Chrome around the content, where a loader (a cart, a chat, a comment count) says nothing of the page. */
const OUTSIDE_CONTENT =
  'nav, header, footer, aside, form, button, [role=navigation], [role=banner], [role=contentinfo], [role=complementary]';

export interface ShellVerdict {
  shell: boolean;
  /** Why, for logs and tests: the signals found. */
  signals: string[];
}

/**
 * Whether a server's HTML is an application shell, a page whose content a script builds in the browser:
 * little visible text, scripts, and either an empty app root or an "enable JavaScript" notice; or a page
 * whose own text is there but whose content a script fetches after load: scripts, and a loading
 * placeholder in the content, an empty `<main>`, or an empty element that an inline script fills with
 * what it fetches. A page that says what it says in its HTML is not, however many scripts it carries.
 */
export function detectApplicationShell(html: string): ShellVerdict {
  const $ = load(html);
  const scripts = $('script').length;
  const notice = JAVASCRIPT_NOTICE.test($('noscript').text()) || JAVASCRIPT_NOTICE.test(visibleText($));
  const emptyRoot = $(APP_ROOT_SELECTOR)
    .toArray()
    .some((element) => $(element).text().trim().split(/\s+/).filter(Boolean).length < SHELL_MAX_WORDS);
  const words = visibleText($).split(/\s+/).filter(Boolean).length;
  const placeholder = hasLoadingPlaceholder($);
  const emptyMain = $('main, [role=main]')
    .toArray()
    .some((element) => wordsOf($, element) < EMPTY_MAX_WORDS);
  const fetchedInto = fillsEmptyElement($);
  const signals = [
    ...(scripts > 0 ? ['scripts'] : []),
    ...(words < SHELL_MAX_WORDS ? ['little text'] : []),
    ...(emptyRoot ? ['empty app root'] : []),
    ...(notice ? ['JavaScript notice'] : []),
    ...(placeholder ? ['loading placeholder'] : []),
    ...(emptyMain ? ['empty main'] : []),
    ...(fetchedInto ? ['script fetches into an empty element'] : []),
  ];
  const shell = words < SHELL_MAX_WORDS && (emptyRoot || notice);
  return { shell: scripts > 0 && (shell || placeholder || emptyMain || fetchedInto), signals };
}

/**
 * A loading placeholder in the content: `aria-busy`, or a small element (a few children at most) whose
 * whole text says it is loading, or which is empty and named as a loader.
 */
function hasLoadingPlaceholder($: CheerioAPI): boolean {
  const root = $('main, [role=main]').first();
  const content = root.length > 0 ? root : $('body');
  return content
    .find('*')
    .addBack()
    .toArray()
    .some((element) => {
      if (!isElement(element)) return false;
      const small = element.children.filter(isElement).length <= 2;
      const text = small ? $(element).text().replace(/\s+/g, ' ').trim() : null;
      const placeholder =
        element.attribs['aria-busy'] === 'true' ||
        (text !== null && LOADING_TEXT.test(text)) ||
        (text === '' && LOADER_NAME.test(`${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`));
      return placeholder && $(element).closest(`${OUTSIDE_CONTENT}, [hidden], [aria-hidden=true]`).length === 0;
    });
}

/** An inline script that fetches data and looks up an element the HTML leaves empty: it will fill it. */
function fillsEmptyElement($: CheerioAPI): boolean {
  return $('script:not([src])')
    .toArray()
    .some((script) => {
      const code = $(script).text();
      if (!FETCHES.test(code)) return false;
      for (const match of code.matchAll(TARGETS)) {
        const selector = match[1] !== undefined ? `#${match[1]}` : (match[2] ?? match[3])!;
        if (targetsEmpty($, selector)) return true;
      }
      return false;
    });
}

function targetsEmpty($: CheerioAPI, selector: string): boolean {
  try {
    return $(selector)
      .toArray()
      .some(
        (element) =>
          isElement(element) &&
          element.name !== 'script' &&
          $(element).closest('head').length === 0 &&
          wordsOf($, element) < EMPTY_MAX_WORDS,
      );
  } catch {
    return false; // not a selector cheerio reads
  }
}

function wordsOf($: CheerioAPI, element: Element): number {
  const clone = $(element).clone();
  clone.find('script, style, noscript, template').remove();
  return clone.text().split(/\s+/).filter(Boolean).length;
}

function visibleText($: CheerioAPI): string {
  const body = $('body').clone();
  body.find('script, style, noscript, template, svg').remove();
  return body.text().replace(/\s+/g, ' ').trim();
}
