import { Webhook } from 'standardwebhooks';
import { queueSourceHealthAlerts } from '../../domain/alerts/source-health-alerts';
import { ChangeModel } from '../../models/monitoring';
import { WebhookDeliveryModel } from '../../models/webhooks';
import { atomFeed, LEASE_TEXT, leasePdf, NEWS, pricingJson, rssFeed, sitemap } from '../support/documents';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { publicTestDispatcher, startWebsite, type Website } from '../support/website';
import { startReceiver, type Receiver } from '../webhooks/support';

interface TopicSource {
  url: string;
  kind: string | null;
  status: string;
  consecutiveFailures: number;
  lastError: string | null;
  lastErrorAt: string | null;
  lastContentHash: string | null;
}

describe('monitoring documents and data, and sources that break', () => {
  let harness: Harness;
  let site: Website;
  let receiver: Receiver;
  beforeAll(async () => {
    site = await startWebsite();
    receiver = await startReceiver();
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'true' },
      sourceDispatcher: publicTestDispatcher,
    });
  });
  afterAll(async () => {
    await harness.stop();
    await receiver.stop();
    await site.close();
  });

  const serve = (path: string, contentType: string, body: string | Buffer, status = 200, headers: Record<string, string> = {}) =>
    site.route(path, (_request, response) => response.writeHead(status, { 'content-type': contentType, ...headers }).end(body));

  async function setUp(name: string, urls: string[]) {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const project = await createProject(owner, team.id, { name });
    const path = `${projectsPath(team.id)}/${project.id}`;
    const updated = await owner.agent
      .put(path)
      .send({ topics: [{ name: 'Everything', description: 'All of it', watchFor: ['prices'], sources: urls.map((url) => ({ url })) }] });
    expect(updated.status).toBe(200);
    return { owner, team, project, path, topicId: updated.body.data.topics[0].id as string };
  }

  const run = async (owner: SignedUpUser, path: string) => awaitRun(harness, (await owner.agent.post(`${path}/runs`)).body.data.id);
  const sourcesOf = async (owner: SignedUpUser, path: string): Promise<TopicSource[]> =>
    (await owner.agent.get(path)).body.data.topics[0].sources;

  it('reads a PDF, an RSS and an Atom feed, a JSON endpoint and a sitemap: noise is no change, each genuine edit one change with a readable diff and summary', async () => {
    const base = 'https://acme.example';
    const paths = { pdf: '/d/lease.pdf', rss: '/d/news.rss', atom: '/d/changelog.atom', json: '/d/api/pricing', sitemap: '/d/sitemap.xml' };
    const serveAll = (load: number, edited: boolean) => {
      const lease = edited ? LEASE_TEXT.replace('three months of written notice', 'one month of written notice') : LEASE_TEXT;
      serve(paths.pdf, 'application/pdf', leasePdf(lease, load === 1 ? {} : { width: 40 + load, linesPerPage: 4 + load, build: load }));
      const news = edited
        ? [{ id: 'news-4', title: 'Acme raises the price of Pro', link: `${base}/news/pro`, summary: 'Pro moves to 59 euros.' }, ...NEWS]
        : NEWS;
      serve(paths.rss, 'application/rss+xml', rssFeed(load % 2 === 0 ? [...news].reverse() : news, load, { guids: false }));
      const changelog = edited
        ? NEWS.map((item, index) => (index === 0 ? { ...item, title: 'Acme opens a second office in Porto' } : item))
        : NEWS;
      serve(paths.atom, 'application/atom+xml', atomFeed(load % 2 === 0 ? [...changelog].reverse() : changelog, load));
      serve(paths.json, 'application/json', pricingJson(edited ? 59 : 49, load, load % 2 === 0));
      serve(paths.sitemap, 'application/xml', sitemap(edited ? ['/', '/pricing', '/careers'] : ['/', '/pricing'], base, load));
    };
    serveAll(1, false);
    const { owner, path } = await setUp(
      'Documents watch',
      Object.values(paths).map((p) => site.url(p)),
    );
    expect(
      (await sourcesOf(owner, path)).map(({ kind, status, consecutiveFailures, lastError }) => ({
        kind,
        status,
        consecutiveFailures,
        lastError,
      })),
    ).toEqual(Array(5).fill({ kind: null, status: 'pending', consecutiveFailures: 0, lastError: null }));

    expect(await run(owner, path)).toMatchObject({ status: 'completed', sourcesChecked: 5, sourcesFailed: 0 });
    const baseline = await sourcesOf(owner, path);
    expect(baseline.map((source) => [source.kind, source.status])).toEqual([
      ['pdf', 'ok'],
      ['feed', 'ok'],
      ['feed', 'ok'],
      ['json', 'ok'],
      ['sitemap', 'ok'],
    ]);

    serveAll(2, false);
    expect(await run(owner, path)).toMatchObject({ status: 'completed', sourcesChecked: 5, sourcesChanged: 0, sourcesFailed: 0 });

    serveAll(3, true);
    const edited = await run(owner, path);
    expect(edited).toMatchObject({ status: 'completed', sourcesChanged: 5, sourcesFailed: 0 });
    const changes = await ChangeModel.findAll({ where: { runId: edited.id }, raw: true });
    const byUrl = new Map(changes.map((change) => [change.url, change]));
    expect(changes).toHaveLength(5);
    // Facts are made where the bodies are read (the worker's reading threads) and stored with each change.
    for (const change of changes) expect(change.facts).not.toEqual([]);
    expect(byUrl.get(site.url(paths.json))!.facts).toEqual([
      { type: 'amount', subject: 'plans[1].price (Pro)', before: '49', after: '59', unit: null, quote: 'plans[1].price: 59' },
    ]);
    expect(byUrl.get(site.url(paths.pdf))!.summary).toBe(
      'Changed “Either party may end this agreement with three months of written notice delivered to the address named in this agreemen…” to “Either party may end this agreement with one month of written notice delivered to the address named in this agreement.”.',
    );
    expect(byUrl.get(site.url(paths.rss))).toMatchObject({
      summary: 'New item: “Acme raises the price of Pro”.',
      diff: expect.stringContaining('+# Acme raises the price of Pro'),
    });
    expect(byUrl.get(site.url(paths.atom))).toMatchObject({
      summary: 'Edited item: “Acme opens a second office in Lisbon” is now “Acme opens a second office in Porto”.',
      diff: expect.stringContaining('-# Acme opens a second office in Lisbon\n+# Acme opens a second office in Porto'),
    });
    expect(byUrl.get(site.url(paths.json))).toMatchObject({
      summary: 'Changed “plans[1].price: 49” to “plans[1].price: 59”.',
      diff: expect.stringContaining('+plans[1].price: 59'),
    });
    expect(byUrl.get(site.url(paths.sitemap))).toMatchObject({
      summary: `New page: ${base}/careers.`,
      diff: expect.stringContaining(`+${base}/careers`),
    });

    serveAll(4, true);
    expect(await run(owner, path)).toMatchObject({ sourcesChanged: 0, sourcesFailed: 0 });
  });

  it('announces a source failing SOURCE_FAILING_AFTER times in a row once (webhook and mail), nothing while it stays broken, and once when it recovers', async () => {
    serve('/h/status', 'text/html', '<main><h1>All systems normal</h1></main>');
    serve('/h/wall', 'text/html', '<main><h1>Prices</h1></main>');
    const { owner, team, path, project, topicId } = await setUp('Health watch', [site.url('/h/status'), site.url('/h/wall')]);
    const member = await addMember(harness, owner, team.id, 'member');
    expect((await owner.agent.put(`${path}/alerts`).send({ mode: 'daily', recipientMembershipIds: [member.membershipId] })).status).toBe(
      200,
    );
    const webhook = (
      await owner.agent
        .post(`/api/user/organizations/${team.id}/webhooks`)
        .send({ url: receiver.url, events: ['source.failing', 'source.recovered'], projectIds: [project.id] })
    ).body.data as { id: string; secret: string };
    const verify = (index: number) =>
      new Webhook(webhook.secret).verify(receiver.received[index]!.body, receiver.received[index]!.headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      };
    const before = receiver.received.length;

    await run(owner, path);
    serve('/h/status', 'text/html', '<h1>Service unavailable</h1>', 500);
    serve('/h/wall', 'text/html', '<!doctype html><title>Just a moment...</title><script>window._cf_chl_opt={}</script>', 403, {
      'cf-mitigated': 'challenge',
    });
    await run(owner, path);
    const afterOne = await sourcesOf(owner, path);
    expect(afterOne[0]).toMatchObject({
      status: 'failing',
      consecutiveFailures: 1,
      lastError: 'HTTP 500 Internal Server Error',
      lastErrorAt: expect.any(String),
    });
    expect(afterOne[1]).toMatchObject({
      status: 'blocked',
      consecutiveFailures: 1,
      lastError: 'HTTP 403 Forbidden (Cloudflare challenge)',
    });
    await run(owner, path);
    expect(receiver.received.length).toBe(before);

    const third = await run(owner, path);
    await receiver.waitFor(before + 2);
    const failing = [verify(before), verify(before + 1)].sort((a, b) => String(a.data.url).localeCompare(String(b.data.url)));
    expect(failing).toEqual([
      {
        type: 'source.failing',
        timestamp: expect.any(String),
        data: {
          projectId: project.id,
          projectName: 'Health watch',
          topicId,
          topicName: 'Everything',
          url: site.url('/h/status'),
          status: 'failing',
          error: 'HTTP 500 Internal Server Error',
          since: expect.any(String),
          consecutiveFailures: 3,
        },
      },
      expect.objectContaining({
        type: 'source.failing',
        data: expect.objectContaining({ url: site.url('/h/wall'), status: 'blocked', error: 'HTTP 403 Forbidden (Cloudflare challenge)' }),
      }),
    ]);
    const failingMail = await harness.smtp.nextMailTo(member.email, /Health watch: a source is failing in Everything/);
    expect(failingMail.text).toContain(site.url('/h/status'));
    expect(failingMail.text).toContain('HTTP 500 Internal Server Error');
    await harness.smtp.nextMailTo(member.email, /Health watch: a source is blocked in Everything/);

    // A repeat of the announcement (an activity retry) answers the same deliveries and queues nothing new.
    const deliveries = await WebhookDeliveryModel.count({ where: { endpointId: webhook.id } });
    const repeat = await queueSourceHealthAlerts(third.id, {
      secretKey: 'unused',
      appUrl: 'http://unused',
      baseUrl: 'http://unused',
    });
    expect(repeat.deliveryIds).toHaveLength(2);
    expect(await WebhookDeliveryModel.count({ where: { endpointId: webhook.id } })).toBe(deliveries);

    // Still broken, and the topic is updated (same URLs): nothing repeats, and the state is kept.
    expect(
      (
        await owner.agent.put(path).send({
          topics: [
            {
              id: topicId,
              name: 'Everything',
              description: 'All of it, renamed',
              watchFor: ['prices'],
              sources: [{ url: site.url('/h/status') }, { url: site.url('/h/wall') }],
            },
          ],
        })
      ).status,
    ).toBe(200);
    await run(owner, path);
    expect((await sourcesOf(owner, path))[0]).toMatchObject({ status: 'failing', consecutiveFailures: 4 });

    serve('/h/status', 'text/html', '<main><h1>All systems normal</h1></main>');
    await run(owner, path);
    await receiver.waitFor(before + 3);
    expect(verify(before + 2)).toMatchObject({
      type: 'source.recovered',
      data: {
        url: site.url('/h/status'),
        status: 'ok',
        error: 'HTTP 500 Internal Server Error',
        consecutiveFailures: 4,
        recoveredAt: expect.any(String),
      },
    });
    await harness.smtp.nextMailTo(member.email, /Health watch: a source works again in Everything/);
    expect((await sourcesOf(owner, path))[0]).toMatchObject({
      status: 'ok',
      consecutiveFailures: 0,
      lastError: 'HTTP 500 Internal Server Error',
    });

    await run(owner, path);
    await expect(harness.smtp.nextMailTo(member.email, /Health watch: a source/, 1_500)).rejects.toThrow(/no mail/);
    expect(receiver.received.length).toBe(before + 3);
  });

  it('tells each recipient of many sources failing at once in one mail listing them, and of their recovery in another', async () => {
    const paths = Array.from({ length: 7 }, (_, i) => `/h/down/${i}`);
    for (const page of paths) serve(page, 'text/html', `<main><h1>Page ${page}</h1></main>`);
    const { owner, path } = await setUp(
      'Outage watch',
      paths.map((page) => site.url(page)),
    );
    await run(owner, path);
    for (const page of paths) serve(page, 'text/html', '<h1>Server error</h1>', 500);
    for (let i = 0; i < 3; i += 1) await run(owner, path);
    expect((await sourcesOf(owner, path)).every((source) => source.status === 'failing' && source.consecutiveFailures === 3)).toBe(true);
    // The creator is alerted by default: one mail naming every source, not seven.
    const down = await harness.smtp.nextMailTo(owner.email, /Outage watch: 7 sources stopped working/);
    for (const page of paths) expect(down.text).toContain(`${site.url(page)}\n`);
    expect(down.text).toContain('HTTP 500 Internal Server Error');
    await expect(harness.smtp.nextMailTo(owner.email, /Outage watch: a source is failing/, 1_000)).rejects.toThrow(/no mail/);

    for (const page of paths) serve(page, 'text/html', `<main><h1>Page ${page}</h1></main>`);
    await run(owner, path);
    const back = await harness.smtp.nextMailTo(owner.email, /Outage watch: 7 sources work again/);
    for (const page of paths) expect(back.text).toContain(`${site.url(page)}\n`);
  });
});
