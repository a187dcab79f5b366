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

  it('never renders what is not HTML, and keeps the last decision when it saw no page', async () => {
    const json = autoRenderGate(auto(), true);
    expect(await renders(json, { contentType: 'application/json', body: Buffer.from('{"a":1}') })).toBe(false);
    const unseen = autoRenderGate(auto({ renderDecision: 'browser', shellHash: 'v1:abc' }), true);
    expect(unseen.record()).toMatchObject({ decision: 'browser', shellHash: 'v1:abc' });
  });
});
