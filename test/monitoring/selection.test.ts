import { QueryTypes } from 'sequelize';
import type { Test } from 'supertest';
import { ChangeJudgementModel } from '../../models/alerts';
import { ChangeModel } from '../../models/monitoring';
import { WebhookDeliveryModel } from '../../models/webhooks';
import { NEWS, pricingJson, rssFeed } from '../support/documents';
import { startHarness, type Harness } from '../support/harness';
import { addMember, createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { publicTestDispatcher, startWebsite, type Website } from '../support/website';
import { startReceiver, type Receiver } from '../webhooks/support';

interface TopicSource {
  url: string;
  status: string;
  lastError: string | null;
  lastContentHash: string | null;
  include: string[];
  exclude: string[];
  ignoreText: string[];
}

const pricingPage = (pro: string, banner: string, visitors = 10) => `<!doctype html><html><body>
  <main><h1>Pricing</h1><p class="banner">${banner}</p>
    <table id="plans"><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td class="price">${pro}</td></tr></table>
    <p>Visitors today: ${visitors}</p></main></body></html>`;

/** The SVG of a chart answer as text (supertest buffers images as bytes). */
const svgOf = (request: Test) =>
  request.buffer(true).parse((response, done) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () => done(null, text));
  }) as unknown as Promise<{ status: number; headers: Record<string, string>; body: string }>;

describe('watching only the selected part of a source', () => {
  let harness: Harness;
  let site: Website;
  let receiver: Receiver;
  beforeAll(async () => {
    site = await startWebsite();
    receiver = await startReceiver();
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'true', SOURCE_FAILING_AFTER: '1' },
      sourceDispatcher: publicTestDispatcher,
    });
  });
  afterAll(async () => {
    await harness.stop();
    await receiver.stop();
    await site.close();
  });

  const serve = (path: string, contentType: string, body: string) =>
    site.route(path, (_request, response) => response.writeHead(200, { 'content-type': contentType }).end(body));
  const run = async (owner: SignedUpUser, path: string) => awaitRun(harness, (await owner.agent.post(`${path}/runs`)).body.data.id);
  const sourcesOf = async (owner: SignedUpUser, path: string): Promise<TopicSource[]> =>
    (await owner.agent.get(path)).body.data.topics[0].sources;
  const topicWith = (sources: object[], id?: string) => ({
    topics: [{ id, name: 'Prices', description: 'What Acme charges', watchFor: ['prices'], sources }],
  });

  async function setUp(name: string) {
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const project = await createProject(owner, team.id, { name });
    return { owner, path: `${projectsPath(team.id)}/${project.id}` };
  }

  it('refuses bad selectors and regular expressions with VALIDATION_ERROR naming the field, and stores nothing', async () => {
    const { owner, path } = await setUp('Refused selections');
    const url = site.url('/bad');
    const refused = await owner.agent.put(path).send(
      topicWith([
        { url, include: ['#plans', '//td['], exclude: ['td[price'], ignoreText: ['/(a/', '/a/g'] },
        { url: site.url('/bad-2'), include: ['$.plans[?(@.x===)]'], ignoreText: Array(51).fill('x') },
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_ERROR');
    const fields = (refused.body.meta.errors as Array<{ field: string; error: string }>).map(({ field, error }) => [field, error]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['topics.0.sources.0.include.1', 'is not a valid XPath selector: XPath parse error'],
        ['topics.0.sources.0.exclude.0', expect.stringMatching(/^is not a valid CSS selector/)],
        ['topics.0.sources.0.ignoreText.0', expect.stringMatching(/^is not a valid regular expression: .*missing closing \)/)],
        ['topics.0.sources.0.ignoreText.1', 'is not a valid regular expression: unknown flag “g” (use i, m or s)'],
        ['topics.0.sources.1.include.0', 'is not a valid JSONPath selector: Expected expression after === in “?(@.x===)”'],
        ['topics.0.sources.1.ignoreText', 'must list at most 50 rules'],
      ]),
    );
    expect((await owner.agent.get(path)).body.data.topics.flatMap((topic: { sources: unknown[] }) => topic.sources)).toEqual([]);
  });

  it('compares only the selection of a page, a JSON answer and a feed; ignores what the rules say; keeps, clears and re-baselines selections', async () => {
    const paths = { html: '/s/pricing', json: '/s/api/pricing', feed: '/s/news.rss' };
    const serveAll = ({
      pro = '€49',
      banner = 'Webinar on Friday',
      visitors = 10,
      apiPro = 49,
      currency = 'EUR',
      summary = '',
      added = false,
    }) => {
      serve(paths.html, 'text/html; charset=utf-8', pricingPage(pro, banner, visitors));
      serve(paths.json, 'application/json', pricingJson(apiPro).replace('"EUR"', `"${currency}"`));
      const news = NEWS.map((item, index) => (index === 0 && summary ? { ...item, summary } : item));
      serve(
        paths.feed,
        'application/rss+xml',
        rssFeed(added ? [{ id: 'n4', title: 'Acme raises prices', link: 'https://acme.example/n4', summary: 'x' }, ...news] : news),
      );
    };
    serveAll({});
    const { owner, path } = await setUp('Selected parts');
    const saved = await owner.agent.put(path).send(
      topicWith([
        { url: site.url(paths.html), include: ['#plans'], ignoreText: ['/^Visitors today: \\d+$/'] },
        { url: site.url(paths.json), include: ["$.plans[?(@.name=='Pro')].price"] },
        { url: site.url(paths.feed), include: ['title'] },
      ]),
    );
    expect(saved.status).toBe(200);
    expect(
      saved.body.data.topics[0].sources.map(({ include, exclude, ignoreText }: TopicSource) => ({ include, exclude, ignoreText })),
    ).toEqual([
      { include: ['#plans'], exclude: [], ignoreText: ['/^Visitors today: \\d+$/'] },
      { include: ["$.plans[?(@.name=='Pro')].price"], exclude: [], ignoreText: [] },
      { include: ['title'], exclude: [], ignoreText: [] },
    ]);
    expect(await run(owner, path)).toMatchObject({ status: 'completed', sourcesChecked: 3, sourcesFailed: 0 });

    serveAll({ banner: 'Launch week', visitors: 99, currency: 'USD', summary: 'Reworded.' });
    expect(await run(owner, path)).toMatchObject({ status: 'completed', sourcesChanged: 0, sourcesFailed: 0 });

    serveAll({ pro: '€39', apiPro: 39, added: true });
    const inside = await run(owner, path);
    expect(inside).toMatchObject({ sourcesChanged: 3, sourcesFailed: 0 });
    const changes = await ChangeModel.findAll({ where: { runId: inside.id }, raw: true });
    expect(Object.fromEntries(changes.map((change) => [new URL(change.url).pathname, change.summary]))).toEqual({
      [paths.html]: 'Changed “Pro | €49” to “Pro | €39”.',
      [paths.json]: 'Changed “plans[1].price: 49” to “plans[1].price: 39”.',
      [paths.feed]: 'New item: “Acme raises prices”.',
    });

    // Absent parts are kept; a new selection reads another text, so its first check is a baseline, not a change.
    const widened = await owner.agent
      .put(path)
      .send(
        topicWith(
          [{ url: site.url(paths.html), include: [] }, { url: site.url(paths.json) }, { url: site.url(paths.feed), include: ['title'] }],
          saved.body.data.topics[0].id,
        ),
      );
    const after = widened.body.data.topics[0].sources as TopicSource[];
    expect(after.map(({ include, ignoreText, lastContentHash }) => ({ include, ignoreText, known: lastContentHash !== null }))).toEqual([
      { include: [], ignoreText: ['/^Visitors today: \\d+$/'], known: false },
      { include: ["$.plans[?(@.name=='Pro')].price"], ignoreText: [], known: true },
      { include: ['title'], ignoreText: [], known: true },
    ]);
    expect(await run(owner, path)).toMatchObject({ sourcesChanged: 0, sourcesFailed: 0 });
    const [html] = await sourcesOf(owner, path);
    expect(html!.lastContentHash).not.toBeNull();
  });

  it('fails a source whose selection stops matching (status, lastError, source.failing) and recovers when it matches again', async () => {
    serve('/m/pricing', 'text/html; charset=utf-8', pricingPage('€49', 'a'));
    const { owner, path } = await setUp('Selection that stops matching');
    await owner.agent.put(path).send(topicWith([{ url: site.url('/m/pricing'), include: ['td.price'] }]));
    expect(await run(owner, path)).toMatchObject({ sourcesFailed: 0 });

    serve('/m/pricing', 'text/html; charset=utf-8', pricingPage('€49', 'a').replace('class="price"', 'class="amount"'));
    expect(await run(owner, path)).toMatchObject({ sourcesFailed: 1, sourcesChanged: 0 });
    const [failing] = await sourcesOf(owner, path);
    expect(failing).toMatchObject({ status: 'failing', lastError: 'The selection matched nothing on the page (include: “td.price”)' });
    const events = await harness.sequelize.query<{ event: string; error: string }>(
      `SELECT e.event, e.error FROM source_health_events e JOIN sources s ON s.id = e.source_id WHERE s.url = :url ORDER BY e.occurred_at`,
      { type: QueryTypes.SELECT, replacements: { url: site.url('/m/pricing') } },
    );
    expect(events).toEqual([{ event: 'source.failing', error: 'The selection matched nothing on the page (include: “td.price”)' }]);

    serve('/m/pricing', 'text/html; charset=utf-8', pricingPage('€49', 'a'));
    expect(await run(owner, path)).toMatchObject({ sourcesFailed: 0, sourcesChanged: 0 });
    expect((await sourcesOf(owner, path))[0]).toMatchObject({ status: 'ok' });
  });

  it('alerts a restock and a price drop exactly once: changes whose conditions do not hold are recorded but alert no one', async () => {
    const product = (stock: string, price: string, note: string) => `<!doctype html><html><body><main><h1>Anvil</h1>
      <p id="stock">${stock}</p><p>${note}</p><table><tr><td>Anvil</td><td class="price">${price}</td></tr></table></main></body></html>`;
    serve('/c/anvil', 'text/html; charset=utf-8', product('Out of stock', '€49', 'Ships in 2 days'));
    serve('/c/anvil-price', 'text/html; charset=utf-8', product('Out of stock', '€49', 'Ships in 2 days'));
    const { owner, path } = await setUp('Restock and price drop');
    const teamId = path.split('/')[4]!;
    const saved = await owner.agent.put(path).send(
      topicWith([
        { url: site.url('/c/anvil'), include: ['#stock'], alertWhen: [{ textAppears: 'In stock' }] },
        { url: site.url('/c/anvil-price'), include: ['td.price'], alertWhen: [{ below: 40 }] },
      ]),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.topics[0].sources.map((source: { alertWhen: unknown }) => source.alertWhen)).toEqual([
      [{ textAppears: 'In stock' }],
      [{ below: 40 }],
    ]);
    const hook = await owner.agent
      .post(`/api/user/organizations/${teamId}/webhooks`)
      .send({ url: receiver.url, events: ['change.detected'] });
    expect(hook.status).toBe(201);
    const editions: Array<[string, string, string]> = [
      ['Out of stock', '€49', 'Ships in 2 days'],
      ['Out of stock', '€45', 'Ships in 3 days'],
      ['In stock', '€39', 'Ships in 3 days'],
      ['In stock: 4 left', '€35', 'Ships today'],
    ];
    const runIds: string[] = [];
    for (const [stock, price, note] of editions) {
      serve('/c/anvil', 'text/html; charset=utf-8', product(stock, '€49', note));
      serve('/c/anvil-price', 'text/html; charset=utf-8', product('Out of stock', price, note));
      runIds.push((await run(owner, path)).id);
    }
    const changes = await ChangeModel.findAll({ where: { runId: runIds }, order: [['detectedAt', 'ASC']], raw: true });
    const judgements = new Map(
      (await ChangeJudgementModel.findAll({ where: { changeId: changes.map((change) => change.id) }, raw: true })).map((row) => [
        row.changeId,
        row.relevant,
      ]),
    );
    const seen = changes.map((change) => [new URL(change.url).pathname, change.summary, judgements.get(change.id)]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['/c/anvil-price', 'Changed “€49” to “€45”.', false],
        ['/c/anvil', 'Changed “Out of stock” to “In stock”.', true],
        ['/c/anvil-price', 'Changed “€45” to “€39”.', true],
        ['/c/anvil', 'Changed “In stock” to “In stock: 4 left”.', false],
        ['/c/anvil-price', 'Changed “€39” to “€35”.', false],
      ]),
    );
    expect(seen).toHaveLength(5);
    const delivered = await WebhookDeliveryModel.findAll({ where: { event: 'change.detected', endpointId: hook.body.data.id }, raw: true });
    const announced = delivered.map(
      (delivery) => delivery.payload.data as { sourceUrl: string; relevant: boolean; conditionsMet: string[] },
    );
    expect(
      announced.map(({ sourceUrl, relevant, conditionsMet }) => [new URL(sourceUrl).pathname, relevant, conditionsMet]).sort(),
    ).toEqual([
      ['/c/anvil', true, ['“In stock” appeared']],
      ['/c/anvil-price', true, ['the value went below 40']],
    ]);
    const listed = await owner.agent.get(`${path}/changes`).query({ relevant: 'false' });
    expect(listed.body.meta.total).toBe(3);
  });

  it('applies a topic’s conditions to its sources without their own, each alerting once, and says whose conditions held', async () => {
    const product = (stock: string, price: string) => `<!doctype html><html><body><main><h1>Tools</h1>
      <p id="stock">${stock}</p><table><tr><td>Tool</td><td class="price">${price}</td></tr></table></main></body></html>`;
    const { owner, path } = await setUp('Topic conditions');
    const teamId = path.split('/')[4]!;
    const serveAll = ([anvil, hammer, saw]: [string, string, string]) => {
      serve('/tc/anvil', 'text/html; charset=utf-8', product(anvil, '€49'));
      serve('/tc/hammer', 'text/html; charset=utf-8', product(hammer, '€49'));
      serve('/tc/saw', 'text/html; charset=utf-8', product('Out of stock', saw));
    };
    serveAll(['Out of stock', 'Out of stock', '€49']);
    const sources = [
      { url: site.url('/tc/anvil'), include: ['#stock'] },
      // Its own condition wins over the topic's: "In stock" appearing here alerts no one.
      { url: site.url('/tc/hammer'), include: ['#stock'], alertWhen: [{ textAppears: 'Sold out' }] },
      { url: site.url('/tc/saw'), include: ['table'], track: [{ name: 'price', selector: 'td.price' }] },
    ];
    const topicAlertWhen = [{ textAppears: 'In stock' }, { below: 40, name: 'price' }];
    const saved = await owner.agent
      .put(path)
      .send({ topics: [{ name: 'Tools', watchFor: ['stock'], alertWhen: topicAlertWhen, sources }] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.topics[0].alertWhen).toEqual(topicAlertWhen);
    // Left out of an update, the topic keeps its conditions, as a source keeps its settings.
    const topicId = saved.body.data.topics[0].id as string;
    const kept = await owner.agent.put(path).send({ topics: [{ id: topicId, name: 'Tools', watchFor: ['stock'], sources }] });
    expect(kept.body.data.topics[0].alertWhen).toEqual(topicAlertWhen);
    const hook = await owner.agent
      .post(`/api/user/organizations/${teamId}/webhooks`)
      .send({ url: receiver.url, events: ['change.detected'] });
    expect(hook.status).toBe(201);

    const editions: Array<[string, string, string]> = [
      ['Out of stock', 'Out of stock', '€49'],
      ['In stock', 'In stock', '€39'],
      ['In stock: 4 left', 'Sold out', '€35'],
    ];
    const runIds: string[] = [];
    for (const edition of editions) {
      serveAll(edition);
      runIds.push((await run(owner, path)).id);
    }
    const changes = await ChangeModel.findAll({ where: { runId: runIds }, raw: true });
    expect(changes).toHaveLength(6);
    const delivered = await WebhookDeliveryModel.findAll({ where: { event: 'change.detected', endpointId: hook.body.data.id }, raw: true });
    const announced = delivered.map(
      (delivery) => delivery.payload.data as { sourceUrl: string; summary: string; conditionsMet: string[]; conditionsFrom: string },
    );
    expect(
      announced.map(({ sourceUrl, conditionsMet, conditionsFrom }) => [new URL(sourceUrl).pathname, conditionsMet, conditionsFrom]).sort(),
    ).toEqual([
      ['/tc/anvil', ['“In stock” appeared'], 'topic'],
      ['/tc/hammer', ['“Sold out” appeared'], 'source'],
      ['/tc/saw', ['“price” went below 40'], 'topic'],
    ]);
    expect((await owner.agent.get(`${path}/changes`).query({ relevant: 'false' })).body.meta.total).toBe(3);
  });

  it('refuses topic conditions it cannot judge and names no value nobody tracks, naming the field', async () => {
    const { owner, path } = await setUp('Refused topic conditions');
    const before = (await owner.agent.get(path)).body.data.topics;
    const topic = (alertWhen: unknown, sources: object[]) => ({ topics: [{ name: 'Tools', alertWhen, sources }] });
    const malformed = await owner.agent.put(path).send(topic([{ below: 'cheap' }, { textAppears: '' }, { below: 1, name: ' ' }], []));
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_ERROR');
    expect((malformed.body.meta.errors as Array<{ field: string }>).map(({ field }) => field)).toEqual([
      'topics.0.alertWhen.0',
      'topics.0.alertWhen.1.textAppears',
      'topics.0.alertWhen.2.name',
    ]);
    const untracked = await owner.agent.put(path).send(
      topic(
        [{ changes: true }, { below: 40, name: 'price' }],
        [
          { url: site.url('/tn/a'), track: [{ name: 'stock', selector: '#stock' }] },
          { url: site.url('/tn/b'), alertWhen: [{ above: 1, name: 'stock' }] },
        ],
      ),
    );
    expect(untracked.status).toBe(400);
    expect(untracked.body.code).toBe('VALIDATION_ERROR');
    expect((untracked.body.meta.errors as Array<{ field: string; error: string }>).map(({ field, error }) => [field, error])).toEqual([
      ['topics.0.alertWhen.1.name', 'must name a tracked value (track[].name): no source of the topic tracks a value of this name'],
      ['topics.0.sources.1.alertWhen.0.name', 'must name a tracked value (track[].name): the source does not track a value of this name'],
    ]);
    expect((await owner.agent.get(path)).body.data.topics).toEqual(before);
  });

  it('refuses a condition it cannot judge, naming the field', async () => {
    const { owner, path } = await setUp('Refused conditions');
    const refused = await owner.agent
      .put(path)
      .send(topicWith([{ url: site.url('/x'), alertWhen: [{ below: 'cheap' }, { textAppears: '' }, { sometimes: true }] }]));
    expect(refused.status).toBe(400);
    expect((refused.body.meta.errors as Array<{ field: string }>).map(({ field }) => field)).toEqual([
      'topics.0.sources.0.alertWhen.0',
      'topics.0.sources.0.alertWhen.1.textAppears',
      'topics.0.sources.0.alertWhen.2',
    ]);
  });

  it('records tracked values on every run and lists the series to members, filtered and paginated, and to no stranger', async () => {
    const page = (stock: string, price: string) =>
      `<!doctype html><html><body><main><h1>Anvil</h1><p id="stock">${stock}</p><table><tr><td>Anvil</td><td class="price">${price}</td></tr></table></main></body></html>`;
    serve('/v/anvil', 'text/html; charset=utf-8', page('Out of stock', '€1,049.00'));
    const { owner, path } = await setUp('Tracked values');
    const teamId = path.split('/')[4]!;
    const refused = await owner.agent.put(path).send(
      topicWith([
        {
          url: site.url('/v/anvil'),
          track: [
            { name: 'price', selector: '//td[' },
            { name: 'price', selector: 'td' },
          ],
        },
      ]),
    );
    expect(refused.status).toBe(400);
    expect((refused.body.meta.errors as Array<{ field: string }>).map(({ field }) => field)).toEqual([
      'topics.0.sources.0.track.0.selector',
      'topics.0.sources.0.track',
    ]);
    const track = [
      { name: 'price', selector: 'td.price' },
      { name: 'stock', selector: '//p[@id="stock"]' },
    ];
    const saved = await owner.agent.put(path).send(topicWith([{ url: site.url('/v/anvil'), track, alertWhen: [{ changes: true }] }]));
    const member = await addMember(harness, owner, teamId, 'member');
    const alerts = await owner.agent.put(`${path}/alerts`).send({ mode: 'immediate', recipientMembershipIds: [member.membershipId] });
    expect(alerts.status).toBe(200);
    expect(saved.body.data.topics[0].sources[0].track).toEqual(track);
    const topicId = saved.body.data.topics[0].id as string;
    const first = await run(owner, path);
    await run(owner, path);
    serve('/v/anvil', 'text/html; charset=utf-8', page('In stock', '€989.00'));
    const third = await run(owner, path);
    const [moved] = await ChangeModel.findAll({ where: { runId: third.id }, raw: true });
    expect(moved!.facts.slice(0, 2)).toEqual([
      { type: 'amount', subject: 'price', before: '€1,049.00', after: '€989.00', unit: 'EUR', quote: '€989.00' },
      { type: 'status', subject: 'stock', before: 'Out of stock', after: 'In stock', unit: null, quote: 'In stock' },
    ]);

    const values = await owner.agent.get(`${path}/values`).query({ name: 'price' });
    expect(values.status).toBe(200);
    expect(values.body.data.map(({ text, number, unit }: { text: string; number: number; unit: string }) => [text, number, unit])).toEqual([
      ['€1,049.00', 1049, 'EUR'],
      ['€1,049.00', 1049, 'EUR'],
      ['€989.00', 989, 'EUR'],
    ]);
    expect(values.body.data[0]).toMatchObject({
      name: 'price',
      topicId,
      url: site.url('/v/anvil'),
      runId: first.id,
      recordedAt: expect.any(String),
    });
    const stock = await owner.agent.get(`${path}/values`).query({ name: 'stock', topicId, url: site.url('/v/anvil') });
    expect(stock.body.data.map(({ text, number }: { text: string; number: number | null }) => [text, number])).toEqual([
      ['Out of stock', null],
      ['Out of stock', null],
      ['In stock', null],
    ]);
    const paged = await owner.agent.get(`${path}/values`).query({ limit: 2, offset: 4 });
    expect(paged.body.data).toHaveLength(2);
    expect(paged.body.meta).toMatchObject({ total: 6, offset: 4, limit: 2, hasMore: false });
    const since = values.body.data[2].recordedAt as string;
    const latest = await owner.agent.get(`${path}/values`).query({ from: since });
    expect(latest.body.data.map(({ runId }: { runId: string }) => runId)).toEqual([third.id, third.id]);
    expect((await owner.agent.get(`${path}/values`).query({ to: '2000-01-01T00:00:00Z' })).body.meta.total).toBe(0);
    expect((await owner.agent.get(`${path}/values`).query({ from: 'yesterday' })).body.meta.errors[0].field).toBe('from');

    const chart = await svgOf(owner.agent.get(`${path}/values/chart`).query({ name: 'price' }));
    expect([chart.status, chart.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(chart.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(chart.body.match(/<circle /g)).toHaveLength(3);
    expect(chart.body).toContain('>1049 EUR<');
    expect(chart.body).toContain('>989 EUR<');
    const hostile = await svgOf(owner.agent.get(`${path}/values/chart`).query({ name: '<script>alert(1)</script>' }));
    expect(hostile.body).not.toContain('<script');
    expect(hostile.body).toContain('&#60;script&#62;');
    const byDefault = await svgOf(owner.agent.get(`${path}/values/chart`));
    expect(byDefault.body).toContain('>price</text>');

    // The alert mail of the change links the chart of each tracked value its facts name.
    const mail = await harness.smtp.nextMailTo(member.email, /Tracked values: .*change in Prices/);
    const chartLink = `${harness.config.baseUrl}/api/user/organizations/${teamId}/projects/${path.split('/').pop()}/values/chart?`;
    expect(mail.text).toContain(`Chart of price: ${chartLink}${new URLSearchParams({ name: 'price', url: site.url('/v/anvil') })}`);
    expect(mail.text).toContain(`Chart of stock: ${chartLink}`);

    expect((await member.agent.get(`${path}/values`)).body.meta.total).toBe(6);
    expect((await svgOf(member.agent.get(`${path}/values/chart`).query({ name: 'price' }))).status).toBe(200);
    const stranger = await signUpUser(harness, 'stranger');
    await createTeam(stranger);
    const refusedStranger = await stranger.agent.get(`${path}/values`);
    expect([refusedStranger.status, refusedStranger.body.data]).toEqual([404, null]);
    expect((await stranger.agent.get(`${path}/values/chart`).query({ name: 'price' })).status).toBe(404);
  });
});
