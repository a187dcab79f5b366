import { load } from 'cheerio';

/** Below this many words of visible text, a page with scripts may be a shell a script fills in. */
const SHELL_MAX_WORDS = 40;
/** Ids and attributes single-page-application frameworks mount into. */
const APP_ROOT_SELECTOR =
  '#root, #app, #__next, #__nuxt, #___gatsby, #svelte, #main-app, [data-reactroot], [ng-app], [data-server-rendered], app-root';
const JAVASCRIPT_NOTICE =
  /\b(enable|turn on|activate)\s+javascript\b|\bjavascript\s+(is\s+)?(required|disabled|needed)\b|\brequires?\s+javascript\b/i;

export interface ShellVerdict {
  shell: boolean;
  /** Why, for logs and tests: the signals found. */
  signals: string[];
}

/**
 * Whether a server's HTML is an application shell, a page whose content a script builds in the browser:
 * little visible text, scripts, and either an empty app root or an "enable JavaScript" notice. A page
 * that says what it says in its HTML is not, however many scripts it carries.
 */
export function detectApplicationShell(html: string): ShellVerdict {
  const $ = load(html);
  const scripts = $('script').length;
  const notice = JAVASCRIPT_NOTICE.test($('noscript').text()) || JAVASCRIPT_NOTICE.test(visibleText($));
  const emptyRoot = $(APP_ROOT_SELECTOR)
    .toArray()
    .some((element) => $(element).text().trim().split(/\s+/).filter(Boolean).length < SHELL_MAX_WORDS);
  const words = visibleText($).split(/\s+/).filter(Boolean).length;
  const signals = [
    ...(scripts > 0 ? ['scripts'] : []),
    ...(words < SHELL_MAX_WORDS ? ['little text'] : []),
    ...(emptyRoot ? ['empty app root'] : []),
    ...(notice ? ['JavaScript notice'] : []),
  ];
  return { shell: scripts > 0 && words < SHELL_MAX_WORDS && (emptyRoot || notice), signals };
}

function visibleText($: ReturnType<typeof load>): string {
  const body = $('body').clone();
  body.find('script, style, noscript, template, svg').remove();
  return body.text().replace(/\s+/g, ' ').trim();
}
