import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type net from 'node:net';
import type { Renderer } from '../../domain/monitoring/browser/ports';
import { createRenderer } from '../../integrations/browser/renderer';
import { startGuardProxy, type GuardProxy } from '../../integrations/net/guard-proxy';
import { findChromium } from '../../platform/chromium';
import { eventually } from '../support/runs';
import { articlePage, PUBLIC_TEST_HOST } from '../support/website';

/**
 * Issue 32, High 3, Medium 7 and the guard proxy: pages written to hold a browser slot, to copy a huge DOM
 * into the worker, or to keep connections trickling after their render. The renderer has one slot, so a
 * slot that is never freed would keep the next page from ever rendering.
 */
const PAGE_TIMEOUT_MS = 4_000;
const MAX_DOM_BYTES = 1024 * 1024;

describe('the renderer against pages that try to hold it', () => {
  let server: http.Server;
  let proxy: GuardProxy;
  let renderer: Renderer;
  const open = new Set<net.Socket>();
  const url = (path: string) => `http://${PUBLIC_TEST_HOST}:${(server.address() as AddressInfo).port}${path}`;

  const pages: Record<string, string> = {
    // The loop starts 50 ms after load, inside the renderer's quiet window (200 ms): the page is never read before it.
    '/spin': `<!doctype html><html><body><main><p>Spinning</p></main><script>
      addEventListener('load', () => setTimeout(() => { for (;;) {} }, 50));</script></body></html>`,
    '/normal': articlePage('Acme news', ['Acme launches its analytics suite for retailers, with forecasting built in.']),
    '/huge-dom': `<!doctype html><html><body><main id="m"><p>Big</p></main><script>
      const big = 'x'.repeat(100 * 1024); const m = document.getElementById('m');
      for (let i = 0; i < 60; i += 1) { const d = document.createElement('div'); d.setAttribute('data-x', big); m.appendChild(d); }</script></body></html>`,
    // Quiet after load, with the DOM methods the renderer's check for loading placeholders calls made to loop forever.
    '/stuck-loading-check': `<!doctype html><html><body><main><p>Prices</p></main><script>
      addEventListener('load', () => { Element.prototype.getAttribute = function () { for (;;) {} }; });</script></body></html>`,
    '/trickling': `<!doctype html><html><body><main><p>Waiting for data</p></main><script>
      for (let i = 0; i < 6; i += 1) fetch('/trickle?' + i).then((r) => r.text());</script></body></html>`,
  };

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0]!;
      if (path === '/trickle') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        const drip = setInterval(() => response.write('.'), 100);
        response.once('close', () => clearInterval(drip));
        return;
      }
      const page = pages[path];
      if (!page) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    });
    server.on('connection', (socket) => {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = await startGuardProxy(
      (hostname) => (hostname === PUBLIC_TEST_HOST ? Promise.resolve('127.0.0.1') : Promise.reject(new Error('not a test host'))),
      { idleMs: 2_000, totalMs: PAGE_TIMEOUT_MS + 2_000 },
    );
    renderer = createRenderer({
      chromiumPath: findChromium(undefined)!,
      proxyUrl: proxy.url,
      refusalFor: proxy.refusalFor,
      concurrency: 1,
      pageTimeoutMs: PAGE_TIMEOUT_MS,
      maxDomBytes: MAX_DOM_BYTES,
      maxPageMemoryMb: 256,
    });
  });
  afterAll(async () => {
    await renderer.close();
    await proxy.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('frees its only slot from a page that loops forever after load, and renders the next page', async () => {
    const spinning = renderer.render(url('/spin'));
    const next = renderer.render(url('/normal'));
    expect(await spinning).toEqual({ kind: 'failed', error: expect.stringMatching(/stopped answering|Timed out rendering/) });
    const rendered = await next;
    expect(rendered.kind).toBe('ok');
    expect(rendered.kind === 'ok' && rendered.dom).toContain('Acme launches its analytics suite');
  });

  it('fails a page that keeps the check for loading placeholders from answering, and renders the next page', async () => {
    const stuck = renderer.render(url('/stuck-loading-check'));
    const next = renderer.render(url('/normal'));
    expect(await stuck).toEqual({ kind: 'failed', error: expect.stringContaining('stopped answering') });
    expect((await next).kind).toBe('ok');
  });

  it('refuses a DOM over the size limit inside the page', async () => {
    expect(await renderer.render(url('/huge-dom'))).toEqual({
      kind: 'failed',
      error: `The rendered page is larger than ${MAX_DOM_BYTES} bytes`,
    });
  });

  it('leaves no upstream connection open once the render of a page with trickling requests is over', async () => {
    const rendered = await renderer.render(url('/trickling'));
    expect(rendered.kind).toBe('ok');
    // Chromium's side closed with the page: the proxy destroys each upstream request it was carrying.
    await eventually(
      () => Promise.resolve(open.size),
      (count) => count === 0,
      10_000,
    );
  });
});
