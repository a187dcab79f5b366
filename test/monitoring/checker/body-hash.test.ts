import { compareContent } from '../../../domain/monitoring/checker';
import { RULES_VERSION } from '../../../domain/monitoring/checker/fingerprint';
import type { SourceState } from '../../../domain/monitoring/source-check';

const page = (price: string) =>
  new TextEncoder().encode(`<!doctype html><html><body><main><h1>Kettle</h1><p>Price: ${price} euros</p></main></body></html>`);
const fetched = (body: Uint8Array, contentType = 'text/html; charset=utf-8') => ({
  contentType,
  validators: { etag: null, lastModified: null },
  body,
});
const fresh: SourceState = {
  url: 'https://shop.example/kettle',
  etag: null,
  lastModified: null,
  quickHash: null,
  bodyHash: null,
  contentHash: null,
  text: null,
};

describe('the body hash of a source', () => {
  const baseline = compareContent(fresh, fetched(page('40')));
  // A stored content hash no extraction of this page gives: only the body hash can still answer "unchanged".
  const misleading: SourceState = { ...baseline.state, contentHash: `${RULES_VERSION}:0000` };

  it('is stored with the baseline', () => {
    expect(baseline.outcome).toBe('baseline');
    expect(baseline.state.bodyHash).toMatch(new RegExp(`^${RULES_VERSION}:[0-9a-f]{64}$`));
  });

  it('answers unchanged for the same bytes without reading the markup', () => {
    const check = compareContent(misleading, fetched(page('40')));
    expect(check).toEqual({ outcome: 'unchanged', notModified: false, state: misleading });
  });

  it('lets other bytes, another content type or other selectors through to the comparison', () => {
    expect(compareContent(misleading, fetched(page('45'))).outcome).toBe('changed');
    expect(compareContent(misleading, fetched(page('40'), 'text/plain')).outcome).toBe('changed');
    expect(compareContent(misleading, fetched(page('40')), { include: ['main'] }).outcome).toBe('changed');
  });

  it('stays unused under older extraction rules, which re-baseline the source', () => {
    for (const version of ['v1', 'v2']) {
      const older: SourceState = { ...baseline.state, contentHash: `${version}:0000` };
      const check = compareContent(older, fetched(page('40')));
      expect(check.outcome).toBe('unchanged');
      expect(check.state.contentHash).toBe(baseline.state.contentHash);
    }
  });
});
