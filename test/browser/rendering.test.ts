import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { ChangeModel } from '../../models/monitoring';
import { startBrowserWorker, browserEnv } from '../support/browser-worker';
import { startHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { replayFreshAndRecorded } from '../support/replay';
import { awaitRun } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';

interface Edition {
  price: number;
  headline: string;
  paragraph: string;
  /** Changes on every variant: per-request ids, render times, nonces. */
  noise: string;
}

/** The deadline of one page's reading, rendered or fetched: the hostile selection's page fails at it. */
const READING_DEADLINE_MS = 4_000;

const FIRST: Edition = { price: 29, headline: 'Acme opens a plant in Lyon', paragraph: 'Acme ships to 40 countries.', noise: 'a' };
const NOISY: Edition = { ...FIRST, noise: 'b' };
const EDITED: Edition = { price: 35, headline: 'Acme closes its plant in Lyon', paragraph: 'Acme ships to 41 countries.', noise: 'c' };

/** The pricing page as a single-page application serves it: an empty root, a JSON blob, a script that builds the DOM from it. */
function inlineStatePage({ price, noise }: Edition): string {
  const state = {
    plans: [
      { name: 'Starter', price: 9 },
      { name: 'Team', price },
    ],
    requestId: `req-${noise}-8f3a`,
    renderedAt: `2026-11-2${noise === 'a' ? 1 : 2}T10:0${noise === 'b' ? 1 : 2}:00Z`,
  };
  return `<!doctype html><html><head><title>Pricing</title><script nonce="n-${noise}" src="/assets/app.${noise}.js" defer></script></head>
<body><img src="/img/logo.png" alt=""><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript>
<script id="state" type="application/json">${JSON.stringify(state)}</script>
<script nonce="n-${noise}">
  const s = JSON.parse(document.getElementById('state').textContent);
  document.getElementById('root').innerHTML = '<main><h1>Plans and pricing</h1>' +
    s.plans.map((p) => '<p>The ' + p.name + ' plan costs ' + p.price + ' euros per seat and month, billed yearly.</p>').join('') +
    '<p>Rendered at ' + new Date(s.renderedAt).toISOString().slice(11, 16) + ' UTC</p></main>';
</script></body></html>`;
}

/** The news page: a shell whose script fetches its headlines from the site, answered after a pause (the renderer must wait for it). */
const FETCHING_SHELL = `<!doctype html><html><head><title>News</title></head><body><div id="app"></div>
<script>
  fetch('/api/headlines').then((r) => r.json()).then((d) => {
    document.getElementById('app').innerHTML = '<main><h1>Latest news</h1><ul>' + d.headlines.map((h) => '<li>' + h + '</li>').join('') + '</ul></main>';
  });
</script></body></html>`;

function headlines({ headline, noise }: Edition) {
  return {
    headlines: [headline, 'Acme reports record third-quarter results for its retail division', 'Acme names a new head of research'],
    requestId: `r-${noise}`,
  };
}

/**
 * A careers page served with its navigation, intro and footer, whose openings a script fetches only once
 * its own start-up work is done, well after the page went quiet; until then the list says it is loading.
 */
const LATE_FETCHING_PAGE = `<!doctype html><html><head><title>Careers</title></head><body>
<header><a href="/">Acme</a> <nav><a href="/products">Products</a> <a href="/pricing">Pricing</a> <a href="/careers">Careers</a> <a href="/blog">Blog</a></nav></header>
<main><h1>Open positions</h1><p>We hire across engineering, design and operations, remote within Europe or in our Lisbon office, and we answer every application.</p>
<ul id="openings"><li>Loading openings…</li></ul></main>
<footer><p>Acme Corp, 12 Harbour Street, Lisbon. Registered in Portugal. Privacy policy, terms of service, cookie settings, accessibility, press and investors.</p></footer>
<script>
  setTimeout(() => fetch('/api/openings').then((r) => r.json()).then((d) => {
    document.getElementById('openings').innerHTML = d.openings.map((o) => '<li>' + o + '</li>').join('');
  }), 1500);
</script></body></html>`;

/** A shell whose script tries the loopback server in every way a page can: fetch, XHR, an image, a websocket, an iframe. */
function loopbackPage(port: number): string {
  const target = `127.0.0.1:${port}`;
  return `<!doctype html><html><head><title>Probe</title></head><body><div id="root"></div>
<img src="http://${target}/image.png"><iframe src="http://${target}/frame"></iframe>
<script>
  const note = (text) => { const p = document.createElement('p'); p.textContent = text; document.getElementById('root').appendChild(p); };
  fetch('http://${target}/secret').then((r) => r.text()).then((t) => note('fetched ' + t), () => note('The fetch was refused by the browser.'));
  const x = new XMLHttpRequest(); x.open('GET', 'http://${target}/xhr'); x.onload = () => note('xhr ' + x.responseText); x.onerror = () => note('The request was refused by the browser.'); x.send();
  try { const ws = new WebSocket('ws://${target}/socket'); ws.onmessage = (e) => note('socket ' + e.data); ws.onerror = () => note('The socket was refused by the browser.'); } catch (e) { note('The socket could not open.'); }
</script></body></html>`;
}

/** The Chromium browser processes this test process launched (the in-process browser worker's). */
function chromiumChildren(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').trim();
        const [, comm, rest] = /^\d+ \((.*)\) (.*)$/.exec(stat)!;
        const parent = Number(rest!.split(' ')[1]);
        return comm!.startsWith('chrom') && parent === process.pid ? [Number(pid)] : [];
      } catch {
        return []; // the process ended while being read
      }
    });
}

describe('browser rendering on its own worker', () => {
  let harness: Harness;
  let browserWorker: Awaited<ReturnType<typeof startBrowserWorker>>;
  let site: Website;
  let loopback: http.Server;
  const loopbackRequests: string[] = [];
  let owner: SignedUpUser;
  let organizationId: string;

  beforeAll(async () => {
    site = await startWebsite();
    loopback = http.createServer((request, response) => {
      loopbackRequests.push(request.url ?? '');
      response.end('the secret');
    });
    loopback.on('upgrade', (request, socket) => {
      loopbackRequests.push(request.url ?? '');
      socket.destroy();
    });
    await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
    harness = await startHarness({
      env: {
        RATE_LIMITS_ENABLED: 'false',
        FETCH_ALLOW_PRIVATE_NETWORKS: 'false',
        MONITORING_BATCH_SIZE: '3',
        FETCH_READING_TIMEOUT_MS: String(READING_DEADLINE_MS),
        ...browserEnv('rendering'),
      },
      sourceDispatcher: publicTestDispatcher,
    });
    browserWorker = await startBrowserWorker(harness);
    owner = await signUpUser(harness, 'owner');
    organizationId = (await createTeam(owner)).id;
  }, 120_000);
  afterAll(async () => {
    await browserWorker?.stop();
    await harness?.stop();
    await site?.close();
    await new Promise((resolve) => loopback?.close(resolve));
  });

  function serve(edition: Edition): void {
    site.page('/pricing', inlineStatePage(edition));
    site.page('/news', FETCHING_SHELL);
    site.route('/api/headlines', (_request, response) => {
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(headlines(edition))), 300);
    });
    site.page(
      '/about',
      articlePage(
        'About Acme',
        [edition.paragraph, 'Acme was founded in 1921 and makes anvils for the whole world.'],
        `Request ${edition.noise}`,
      ),
    );
  }

  const runsPath = (projectId: string, teamId = organizationId) => `${projectsPath(teamId)}/${projectId}/runs`;

  async function run(projectId: string, teamId = organizationId) {
    const started = await owner.agent.post(runsPath(projectId, teamId));
    expect(started.status).toBe(202);
    return awaitRun(harness, started.body.data.id);
  }

  async function sourcesOf(projectId: string) {
    const project = (await owner.agent.get(`${projectsPath(organizationId)}/${projectId}`)).body.data;
    return new Map<string, { renderedWithBrowser: boolean; render: string; lastContentHash: string | null }>(
      project.topics[0].sources.map((s: { url: string; renderedWithBrowser: boolean; render: string; lastContentHash: string | null }) => [
        new URL(s.url).pathname,
        s,
      ]),
    );
  }

  it('renders application shells, leaves static pages on the fetch path, and reports one readable change per genuine edit', async () => {
    serve(FIRST);
    const project = await createProject(owner, organizationId, { name: 'Rendered' });
    const put = await owner.agent.put(`${projectsPath(organizationId)}/${project.id}`).send({
      topics: [{ name: 'Acme', sources: ['/pricing', '/news', '/about'].map((p) => ({ url: site.url(p) })) }],
    });
    expect(put.status).toBe(200);
    expect(
      put.body.data.topics[0].sources.map((s: { render: string; renderedWithBrowser: boolean }) => [s.render, s.renderedWithBrowser]),
    ).toEqual([
      ['auto', false],
      ['auto', false],
      ['auto', false],
    ]);

    const baseline = await run(project.id);
    expect(baseline).toMatchObject({ status: 'completed', sourcesChecked: 3, sourcesChanged: 0, sourcesFailed: 0 });
    const afterBaseline = await sourcesOf(project.id);
    expect(afterBaseline.get('/pricing')!.renderedWithBrowser).toBe(true);
    expect(afterBaseline.get('/news')!.renderedWithBrowser).toBe(true);
    expect(afterBaseline.get('/about')!.renderedWithBrowser).toBe(false);
    const stored = await harness.sequelize.query<{ path: string; text: string }>(
      'SELECT url AS path, content_text AS text FROM sources WHERE project_id = :projectId',
      {
        type: QueryTypes.SELECT,
        replacements: { projectId: project.id },
      },
    );
    const textOf = (p: string) => stored.find((s) => new URL(s.path).pathname === p)!.text;
    expect(textOf('/pricing')).toContain('The Team plan costs 29 euros per seat and month');
    expect(textOf('/news')).toContain('Acme opens a plant in Lyon');
    // The static page was read from the server's HTML only: Chromium never asked for it.
    const aboutRequests = site.requests.filter((r) => r.path === '/about');
    expect(aboutRequests.length).toBeGreaterThan(0);
    expect(aboutRequests.every((r) => !/Chrome/.test(String(r.headers['user-agent'])))).toBe(true);
    // Chromium loaded the page's scripts, but not its images.
    expect(site.requests.some((r) => r.path.startsWith('/assets/') && /Chrome/.test(String(r.headers['user-agent'])))).toBe(true);
    expect(site.requests.filter((r) => r.path.startsWith('/img/'))).toEqual([]);

    serve(NOISY);
    const noisy = await run(project.id);
    expect(noisy).toMatchObject({ status: 'completed', sourcesChecked: 3, sourcesChanged: 0, sourcesFailed: 0 });

    serve(EDITED);
    const edited = await run(project.id);
    expect(edited).toMatchObject({ status: 'completed', sourcesChecked: 3, sourcesChanged: 3, sourcesFailed: 0 });
    const changes = await ChangeModel.findAll({ where: { runId: edited.id }, raw: true });
    const changeOf = (p: string) => changes.find((c) => new URL(c.url).pathname === p)!;
    expect(changeOf('/pricing').diff).toContain('-The Team plan costs 29 euros per seat and month, billed yearly.');
    expect(changeOf('/pricing').diff).toContain('+The Team plan costs 35 euros per seat and month, billed yearly.');
    expect(changeOf('/news').diff).toContain('+- Acme closes its plant in Lyon');
    expect(changeOf('/about').diff).toContain('+Acme ships to 41 countries.');
    for (const change of changes) expect(change.summary.length).toBeGreaterThan(10);
    const notes = await harness.sequelize.query<{ path: string; rendering: string | null }>(
      'SELECT s.url AS path, r.rendering FROM run_sources r JOIN sources s ON s.id = r.source_id WHERE r.run_id = :runId',
      { type: QueryTypes.SELECT, replacements: { runId: edited.id } },
    );
    expect(Object.fromEntries(notes.map((n) => [new URL(n.path).pathname, n.rendering]))).toEqual({
      '/pricing': 'rendered',
      '/news': 'rendered',
      '/about': null,
    });
    const detail = await owner.agent.get(`${runsPath(project.id)}/${edited.id}`);
    expect(detail.body.data).toMatchObject({ sourcesRendered: 2, sourcesRenderingUnavailable: 0 });

    const handle = harness.temporal.workflow.getHandle(edited.workflowId);
    await replayFreshAndRecorded(path.join(__dirname, 'histories'), 'project-run-rendered', await handle.fetchHistory(), handle.workflowId);
  }, 120_000);

  it('compares only the selection of a rendered page: an edit outside it is no change, one inside it is', async () => {
    const servePlans = (edition: Edition, starter = 9) =>
      site.page('/selected', inlineStatePage(edition).replace('{"name":"Starter","price":9}', `{"name":"Starter","price":${starter}}`));
    servePlans(FIRST);
    // A team of its own: the shared one's project slots are the other cases'.
    const teamId = (await createTeam(owner)).id;
    const project = await createProject(owner, teamId, { name: 'Rendered selection' });
    const put = await owner.agent.put(`${projectsPath(teamId)}/${project.id}`).send({
      topics: [{ name: 'Acme', sources: [{ url: site.url('/selected'), render: 'always', include: ['//p[contains(., "Team plan")]'] }] }],
    });
    expect(put.status).toBe(200);
    expect(await run(project.id, teamId)).toMatchObject({ sourcesChanged: 0, sourcesFailed: 0, sourcesRendered: 1 });
    const [stored] = await harness.sequelize.query<{ text: string }>(
      'SELECT content_text AS text FROM sources WHERE project_id = :projectId',
      {
        type: QueryTypes.SELECT,
        replacements: { projectId: project.id },
      },
    );
    expect(stored!.text).toBe('The Team plan costs 29 euros per seat and month, billed yearly.');

    servePlans(NOISY, 19);
    expect(await run(project.id, teamId)).toMatchObject({ sourcesChanged: 0, sourcesFailed: 0, sourcesRendered: 1 });
    servePlans({ ...NOISY, price: 35 }, 19);
    const edited = await run(project.id, teamId);
    expect(edited).toMatchObject({ sourcesChanged: 1, sourcesFailed: 0 });
    const [change] = await ChangeModel.findAll({ where: { runId: edited.id }, raw: true });
    expect(change!.summary).toBe(
      'Changed “The Team plan costs 29 euros per seat and month, billed yearly.” to “The Team plan costs 35 euros per seat and month, billed yearly.”.',
    );
  }, 60_000);

  it('fails a rendered page whose selection would take the reading thread forever at the reading deadline, alone', async () => {
    const items = Array.from({ length: 2_000 }, (_, index) => `Item ${index}`);
    site.page('/costly', articlePage('Acme news', ['Acme launches its analytics suite.', ...items]));
    site.page('/other-tenant', articlePage('Other news', ['The other tenant publishes its price list.']));
    // Every element counts every element for every element for every element: n⁴ steps of the XPath library over 2,000 paragraphs.
    const costly = '//*[count(//*[count(//*[count(//*) > 0]) > 0]) > 0]';
    const hostileTeam = (await createTeam(owner)).id;
    const hostile = await createProject(owner, hostileTeam, { name: 'Costly selection' });
    const saved = await owner.agent.put(`${projectsPath(hostileTeam)}/${hostile.id}`).send({
      topics: [{ name: 'Acme', sources: [{ url: site.url('/costly'), render: 'always', include: [costly] }] }],
    });
    expect(saved.status).toBe(200);
    const other = await signUpUser(harness, 'other-tenant');
    const otherTeam = (await createTeam(other)).id;
    const otherProject = await createProject(other, otherTeam, { name: 'Other tenant' });
    await other.agent
      .put(`${projectsPath(otherTeam)}/${otherProject.id}`)
      .send({ topics: [{ name: 'News', sources: [{ url: site.url('/other-tenant'), render: 'always' }] }] });

    const started = Date.now();
    const hostileRun = (await owner.agent.post(runsPath(hostile.id, hostileTeam))).body.data.id as string;
    const otherRun = (await other.agent.post(`${projectsPath(otherTeam)}/${otherProject.id}/runs`)).body.data.id as string;
    expect(await awaitRun(harness, otherRun)).toMatchObject({ status: 'completed', sourcesFailed: 0, sourcesRendered: 1 });
    const failed = await awaitRun(harness, hostileRun);
    expect(failed).toMatchObject({ status: 'completed', sourcesChecked: 1, sourcesFailed: 1 });
    const error = `Could not check the source: Reading the page took longer than ${READING_DEADLINE_MS} ms`;
    expect(failed.errors.map((failure) => failure.error)).toEqual([error]);
    // The render, the deadline and a fresh thread's start, far from what the selection alone would take.
    expect(Date.now() - started).toBeLessThan(READING_DEADLINE_MS + 20_000);
    const project = (await owner.agent.get(`${projectsPath(hostileTeam)}/${hostile.id}`)).body.data;
    expect(project.topics[0].sources[0]).toMatchObject({ status: 'failing', lastError: error });
  }, 60_000);

  it('recognises a page whose content a script fetches late, waits for that content, and reports an edit of it', async () => {
    const serveOpenings = (openings: string[]) => {
      site.page('/careers', LATE_FETCHING_PAGE);
      site.route('/api/openings', (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ openings }));
      });
    };
    serveOpenings(['Backend engineer, Lisbon', 'Product designer, remote']);
    const project = await createProject(owner, organizationId, { name: 'Careers' });
    await owner.agent
      .put(`${projectsPath(organizationId)}/${project.id}`)
      .send({ topics: [{ name: 'Careers', sources: [{ url: site.url('/careers') }] }] });
    expect(await run(project.id)).toMatchObject({ status: 'completed', sourcesChecked: 1, sourcesFailed: 0 });
    expect((await sourcesOf(project.id)).get('/careers')!.renderedWithBrowser).toBe(true);
    const storedText = async () =>
      (
        await harness.sequelize.query<{ text: string }>('SELECT content_text AS text FROM sources WHERE project_id = :projectId', {
          type: QueryTypes.SELECT,
          replacements: { projectId: project.id },
        })
      )[0]!.text;
    expect(await storedText()).toContain('- Backend engineer, Lisbon');
    expect(await storedText()).not.toContain('Loading');

    serveOpenings(['Backend engineer, Lisbon', 'Product designer, remote', 'Support lead, Berlin']);
    const edited = await run(project.id);
    expect(edited).toMatchObject({ status: 'completed', sourcesChecked: 1, sourcesChanged: 1, sourcesFailed: 0 });
    const [change] = await ChangeModel.findAll({ where: { runId: edited.id }, raw: true });
    expect(change!.diff).toContain('+- Support lead, Berlin');
  }, 60_000);

  it('lets nothing from a rendered page reach a loopback address when private networks are refused', async () => {
    const { port } = loopback.address() as AddressInfo;
    site.page('/probe', loopbackPage(port));
    const project = await createProject(owner, organizationId, { name: 'Probe' });
    await owner.agent
      .put(`${projectsPath(organizationId)}/${project.id}`)
      .send({ topics: [{ name: 'Probe', sources: [{ url: site.url('/probe'), render: 'always' }] }] });
    const checked = await run(project.id);
    expect(checked).toMatchObject({ status: 'completed', sourcesChecked: 1, sourcesFailed: 0 });
    expect((await sourcesOf(project.id)).get('/probe')!.renderedWithBrowser).toBe(true);
    const [source] = await harness.sequelize.query<{ text: string }>(
      'SELECT content_text AS text FROM sources WHERE project_id = :projectId',
      {
        type: QueryTypes.SELECT,
        replacements: { projectId: project.id },
      },
    );
    expect(source!.text).toContain('The fetch was refused by the browser.');
    expect(source!.text).not.toContain('the secret');
    expect(loopbackRequests).toEqual([]);
  }, 60_000);

  it('fails a page whose script navigates it to a loopback address, which receives nothing', async () => {
    const { port } = loopback.address() as AddressInfo;
    site.page(
      '/bounce',
      `<!doctype html><html><body><div id="root"></div><script>location.replace('http://127.0.0.1:${port}/landing');</script></body></html>`,
    );
    const teamId = (await createTeam(owner)).id;
    const project = await createProject(owner, teamId, { name: 'Bounce' });
    await owner.agent
      .put(`${projectsPath(teamId)}/${project.id}`)
      .send({ topics: [{ name: 'Bounce', sources: [{ url: site.url('/bounce'), render: 'always' }] }] });
    const checked = await run(project.id, teamId);
    expect(checked).toMatchObject({ status: 'completed', sourcesChecked: 1, sourcesFailed: 1 });
    expect(checked.errors[0]!.error).toMatch(/^Refused: 127\.0\.0\.1 resolves to a private or reserved address, not a public address$/);
    expect(loopbackRequests).toEqual([]);
  }, 60_000);

  it('relaunches Chromium when it dies under a page, and the check and the run go on', async () => {
    let dataRequests = 0;
    let signalHeld!: () => void;
    const held = new Promise<void>((resolve) => (signalHeld = resolve));
    site.page(
      '/crashy',
      `<!doctype html><html><body><div id="root"></div><script>
      fetch('/crashy-data').then((r) => r.json()).then((d) => { document.getElementById('root').innerHTML = '<main><p>' + d.text + '</p></main>'; });
    </script></body></html>`,
    );
    site.route('/crashy-data', (_request, response) => {
      dataRequests += 1;
      if (dataRequests === 1) return signalHeld(); // the first render waits on this forever: Chromium dies under it
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ text: 'Acme opens its second warehouse in Porto next spring.' }));
    });
    const teamId = (await createTeam(owner)).id;
    const project = await createProject(owner, teamId, { name: 'Crashy' });
    await owner.agent
      .put(`${projectsPath(teamId)}/${project.id}`)
      .send({ topics: [{ name: 'Crashy', sources: [{ url: site.url('/crashy'), render: 'always' }] }] });
    const started = await owner.agent.post(runsPath(project.id, teamId));
    await held;
    const browsers = chromiumChildren();
    expect(browsers.length).toBe(1);
    process.kill(browsers[0]!, 'SIGKILL');
    const checked = await awaitRun(harness, started.body.data.id);
    expect(checked).toMatchObject({ status: 'completed', sourcesChecked: 1, sourcesFailed: 0, sourcesRendered: 1 });
    expect(dataRequests).toBe(2);
    const [source] = await harness.sequelize.query<{ text: string }>(
      'SELECT content_text AS text FROM sources WHERE project_id = :projectId',
      {
        type: QueryTypes.SELECT,
        replacements: { projectId: project.id },
      },
    );
    expect(source!.text).toContain('Acme opens its second warehouse in Porto next spring.');
  }, 60_000);

  it('fails a page whose own address is private, naming the refusal', async () => {
    const { port } = loopback.address() as AddressInfo;
    const teamId = (await createTeam(owner)).id;
    const project = await createProject(owner, teamId, { name: 'Private' });
    await owner.agent
      .put(`${projectsPath(teamId)}/${project.id}`)
      .send({ topics: [{ name: 'Private', sources: [{ url: `http://127.0.0.1:${port}/`, render: 'always' }] }] });
    const checked = await run(project.id, teamId);
    expect(checked).toMatchObject({ status: 'completed', sourcesChecked: 1, sourcesFailed: 1 });
    expect(checked.errors[0]!.error).toMatch(/^Refused: .*not a public address/);
    expect(loopbackRequests).toEqual([]);
  }, 60_000);
});
