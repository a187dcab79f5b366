import { compareContent } from '../../../domain/monitoring/checker';
import { RULES_VERSION } from '../../../domain/monitoring/checker/fingerprint';
import { answerForSameBody, readFetched } from '../../../domain/monitoring/checker/reading';
import type { ReadingTask, SourceState } from '../../../domain/monitoring/source-check';

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

describe('a body exactly as last read, answered without a reading thread', () => {
  const noChildren = { maxBodyBytes: 1024, fetch: () => Promise.resolve({ error: 'none' }) };
  const task = (previous: SourceState, body: Uint8Array, gate: ReadingTask['gate'] = null): ReadingTask => ({
    previous,
    page: { ...fetched(body), validators: { etag: '"v2"', lastModified: null } },
    selectors: {},
    gate,
  });

  it('answers what reading it would answer, with and without a rendering rule', async () => {
    const { check: baseline, verdict } = await readFetched(
      task(fresh, page('40'), { renderDecision: null, shellHash: null, browserAvailable: true }),
      noChildren,
    );
    expect(baseline.outcome).toBe('baseline');
    const decided = (decision: 'static' | 'browser', browserAvailable: boolean) => ({
      renderDecision: decision,
      shellHash: verdict!.shellHash,
      browserAvailable,
    });
    for (const gate of [null, decided('static', true), decided('browser', true), decided('browser', false)]) {
      const same = task(baseline.state, page('40'), gate);
      const answer = answerForSameBody(same);
      expect(answer).not.toBeNull();
      expect(answer).toEqual(await readFetched(same, noChildren));
    }
  });

  it('leaves any other body, a rule decided for another shell or a first fetch to the reader', () => {
    const baseline = compareContent(fresh, fetched(page('40')));
    expect(answerForSameBody(task(baseline.state, page('45')))).toBeNull();
    expect(
      answerForSameBody(
        task(baseline.state, page('40'), { renderDecision: 'static', shellHash: `${RULES_VERSION}:other`, browserAvailable: true }),
      ),
    ).toBeNull();
    expect(answerForSameBody(task(fresh, page('40')))).toBeNull();
  });
});
