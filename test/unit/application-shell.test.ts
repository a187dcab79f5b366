import { detectApplicationShell } from '../../domain/monitoring/rendering/app-shell';
import { readFetched } from '../../domain/monitoring/checker/reading';
import { autoRenderGate, type RenderSettings } from '../../domain/monitoring/rendering/decision';
import type { SourceState } from '../../domain/monitoring/source-check';
import { articlePage } from '../support/website';

const REACT_SHELL =
  '<!doctype html><html><head><script src="/static/js/main.3f2a.js" defer></script></head><body><div id="root"></div></body></html>';
const NEXT_SHELL =
  '<html><body><div id="__next"><div class="spinner">Loading…</div></div><script src="/_next/static/chunks/main.js"></script></body></html>';
const NOSCRIPT_SHELL =
  '<html><body><noscript>Please enable JavaScript to continue.</noscript><script>boot()</script><div class="mount"></div></body></html>';
const ARTICLE = articlePage('Acme news', [
  'Acme launches its new analytics suite for retailers, with forecasting built in and a dashboard for every store manager in the company.',
  'The suite costs 49 dollars per seat and month, billed yearly, and a free tier for small teams is available from December onwards.',
]);
const ARTICLE_WITH_SCRIPTS = ARTICLE.replace(
  '</body>',
  '<div id="root"></div><script src="/analytics.js"></script><noscript>Enable JavaScript for comments.</noscript></body>',
);

/** A server-rendered page with its navigation, intro and footer, whose content (listed below the intro) a script fetches after load. */
const CHROME_AND_INTRO = `<header class="site-header"><a href="/">Acme</a><nav><a href="/products">Products</a> <a href="/pricing">Pricing</a> <a href="/careers">Careers</a> <a href="/blog">Blog</a> <a href="/contact">Contact</a></nav></header>`;
const FOOTER = `<footer><p>Acme Corp, 12 Harbour Street, Lisbon. Registered in Portugal. Privacy policy, terms of service, cookie settings, accessibility statement, press, investors, partners and a sitemap.</p></footer>`;
const INTRO =
  '<h1>Open positions</h1><p>We hire across engineering, design and operations, remote within Europe or in our Lisbon office.</p>';
const fetchedPage = (content: string, script = '<script src="/assets/careers.js" defer></script>') =>
  `<!doctype html><html><head>${script}</head><body>${CHROME_AND_INTRO}<main>${INTRO}${content}</main>${FOOTER}</body></html>`;
const FETCHED_INTO_EMPTY_LIST = fetchedPage(
  '<ul id="openings"></ul>',
  `<script>fetch('/api/openings.json').then((r) => r.json()).then((jobs) => { document.getElementById('openings').innerHTML = jobs.map((j) => '<li>' + j.title + '</li>').join(''); });</script>`,
);

const html = (text: string) => ({ contentType: 'text/html; charset=utf-8', body: Buffer.from(text) });
const fresh: SourceState = {
  url: 'https://example.test/',
  etag: null,
  lastModified: null,
  bodyHash: null,
  quickHash: null,
  contentHash: null,
  text: null,
};
const noChildren = { maxBodyBytes: 1024, fetch: () => Promise.resolve({ error: 'no children here' }) };

/** The page read as the checker reads it, under the gate's rule: whether it went to the browser (the gate hears the verdict). */
async function renders({ gate }: ReturnType<typeof autoRenderGate>, page: { contentType: string; body: Buffer }): Promise<boolean> {
  const validators = { etag: null, lastModified: null };
  const { check, verdict } = await readFetched({ previous: fresh, page: { ...page, validators }, selectors: {}, gate }, noChildren);
  if (verdict) gate.noted(verdict);
  return check.outcome === 'render';
}
const auto = (overrides: Partial<RenderSettings> = {}): RenderSettings => ({
  render: 'auto',
  renderedWithBrowser: false,
  renderDecision: null,
  shellHash: null,
  ...overrides,
});

describe('application shell detection', () => {
  it('recognises an empty app root, a framework root with a spinner, and an enable-JavaScript notice', () => {
    expect(detectApplicationShell(REACT_SHELL)).toEqual({ shell: true, signals: ['scripts', 'little text', 'empty app root'] });
    expect(detectApplicationShell(NEXT_SHELL).shell).toBe(true);
    expect(detectApplicationShell(NOSCRIPT_SHELL)).toMatchObject({ shell: true, signals: expect.arrayContaining(['JavaScript notice']) });
  });

  it('recognises a page whose content a script fetches after load, though its own text is there', () => {
    expect(detectApplicationShell(fetchedPage('<div class="jobs"><p>Loading openings…</p></div>'))).toMatchObject({
      shell: true,
      signals: expect.arrayContaining(['loading placeholder']),
    });
    expect(detectApplicationShell(fetchedPage('<div id="jobs" aria-busy="true"></div>')).shell).toBe(true);
    expect(detectApplicationShell(fetchedPage('<div class="jobs-skeleton"></div>')).shell).toBe(true);
    expect(detectApplicationShell(FETCHED_INTO_EMPTY_LIST)).toMatchObject({
      shell: true,
      signals: expect.arrayContaining(['script fetches into an empty element']),
    });
    const emptyMain = `<html><body>${CHROME_AND_INTRO}<main id="content"></main>${FOOTER}<script src="/app.js"></script></body></html>`;
    expect(detectApplicationShell(emptyMain)).toMatchObject({ shell: true, signals: expect.arrayContaining(['empty main']) });
  });

  it('leaves such a page static when its content is in the HTML, or the loader sits in chrome, a form or is hidden', () => {
    const listed = '<ul id="openings"><li>Backend engineer, Lisbon</li><li>Product designer, remote</li><li>Support lead, Berlin</li></ul>';
    expect(detectApplicationShell(fetchedPage(listed)).shell).toBe(false);
    expect(detectApplicationShell(FETCHED_INTO_EMPTY_LIST.replace('<ul id="openings"></ul>', listed)).shell).toBe(false);
    expect(detectApplicationShell(fetchedPage(`${listed}<p>Loading dock hours: 7am to 3pm</p>`)).shell).toBe(false);
    expect(detectApplicationShell(fetchedPage(`${listed}<form><button>Apply <span class="spinner"></span></button></form>`)).shell).toBe(
      false,
    );
    expect(detectApplicationShell(fetchedPage(`${listed}<div class="loader" hidden></div>`)).shell).toBe(false);
    expect(detectApplicationShell(fetchedPage(listed).replace('</footer>', '<p>Loading chat…</p></footer>')).shell).toBe(false);
    // Without any script, nothing will fill the placeholder: it is the page.
    expect(detectApplicationShell(fetchedPage('<p>Loading…</p>', '')).shell).toBe(false);
  });

  it('leaves a page that says what it says in its HTML alone, whatever scripts and roots it carries', () => {
    expect(detectApplicationShell(ARTICLE).shell).toBe(false);
    expect(detectApplicationShell(ARTICLE_WITH_SCRIPTS).shell).toBe(false);
    expect(detectApplicationShell('<html><body><div id="root"></div></body></html>').shell).toBe(false);
  });
});

describe('the auto render gate', () => {
  it('renders a shell only when a browser is available, and notes when it was not', async () => {
    const withBrowser = autoRenderGate(auto(), true);
    expect(await renders(withBrowser, html(REACT_SHELL))).toBe(true);
    const without = autoRenderGate(auto(), false);
    expect(await renders(without, html(REACT_SHELL))).toBe(false);
    expect(without.record()).toMatchObject({ withBrowser: false, decision: 'browser', runNote: 'unavailable' });
  });

  it('keeps its decision while the shell is the same, noise aside, and decides again when the shell changes', async () => {
    const first = autoRenderGate(auto(), true);
    await renders(first, html(ARTICLE));
    const decided = first.record();
    expect(decided).toMatchObject({ decision: 'static', runNote: null });
    // A remembered "browser" decision for the same server HTML stands, though the detector alone would say static.
    const remembered = autoRenderGate(auto({ renderDecision: 'browser', shellHash: decided.shellHash }), true);
    expect(await renders(remembered, html(ARTICLE.replace('<nav>', '<nav data-nonce="7f3a9c">')))).toBe(true);
    const changedShell = autoRenderGate(auto({ renderDecision: 'browser', shellHash: decided.shellHash }), true);
    expect(await renders(changedShell, html(ARTICLE.replaceAll('Acme news', 'Acme press')))).toBe(false);
    expect(changedShell.record().decision).toBe('static');
  });

  it('decides a page without a script tag static without the shell test, as the test itself would', async () => {
    // An empty app root and a JavaScript notice, but nothing that could build the page: both paths say static.
    const scriptless = '<html><body><div id="root"></div><noscript>Please enable JavaScript.</noscript></body></html>';
    expect(detectApplicationShell(scriptless).shell).toBe(false);
    const gate = autoRenderGate(auto(), true);
    expect(await renders(gate, html(scriptless))).toBe(false);
    expect(gate.record().decision).toBe('static');
    const withScript = autoRenderGate(auto(), true);
    expect(await renders(withScript, html(scriptless.replace('</body>', '<SCRIPT src="/app.js"></SCRIPT></body>')))).toBe(true);
  });

  it('never renders what is not HTML, and keeps the last decision when it saw no page', async () => {
    const json = autoRenderGate(auto(), true);
    expect(await renders(json, { contentType: 'application/json', body: Buffer.from('{"a":1}') })).toBe(false);
    const unseen = autoRenderGate(auto({ renderDecision: 'browser', shellHash: 'v1:abc' }), true);
    expect(unseen.record()).toMatchObject({ decision: 'browser', shellHash: 'v1:abc' });
  });
});
