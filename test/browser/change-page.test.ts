import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { QueryTypes } from 'sequelize';
import { changePicturePath, changeViewUrl, signedChangeUrl, signedChangeUrlUntil } from '../../domain/monitoring/change-links';
import { HIGHLIGHT } from '../../domain/pictures/visual-diff';
import { ChangeModel } from '../../models/monitoring';
import { browserEnv, startBrowserWorker } from '../support/browser-worker';
import { recordChange, watchOneSource } from '../support/changes';
import { launchChromium, type LaunchedChromium } from '../support/chromium';
import { startServedHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';

const DIFF = '@@ -1,3 +1,3 @@\n Pro plan\n-Price: 49 EUR per month\n+Price: 59 EUR per month\n <script>alert(1)</script>';

/** Where the rendered pricing page draws its price: the only region an edit of the price may change. */
const PRICE_BOX = { x: 40, y: 500, width: 900, height: 80 };

/** A page a script builds (rendered in Chromium), its heading and its price at fixed places. */
function pricingPage(price: number): string {
  return `<!doctype html><html><head><title>Pricing</title><style>
body { margin: 0; font: 32px/1.2 sans-serif; } h1, p { position: absolute; margin: 0; left: ${PRICE_BOX.x}px; }
h1 { top: 40px; } p { top: ${PRICE_BOX.y}px; width: ${PRICE_BOX.width}px; height: ${PRICE_BOX.height}px; }
</style></head><body><div id="root"></div><script>
document.getElementById('root').innerHTML = '<main><h1>Plans and pricing</h1><p>Team plan: ${price} euros a month</p></main>';
</script></body></html>`;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** Where a diff image is drawn in the highlight colour. */
function highlightedPixels(png: Buffer): Array<[number, number]> {
  const image = PNG.sync.read(png);
  const points: Array<[number, number]> = [];
  for (let y = 0; y < image.height; y += 1)
    for (let x = 0; x < image.width; x += 1) {
      const at = (y * image.width + x) * 4;
      if (HIGHLIGHT.every((value, channel) => image.data[at + channel] === value)) points.push([x, y]);
    }
  return points;
}

/** A change's page in headless Chromium: what a member, a stranger and holders of good and bad links get. */
describe('change page', () => {
  let harness: Harness;
  let site: Website;
  let browserWorker: Awaited<ReturnType<typeof startBrowserWorker>>;
  let chromium: LaunchedChromium;
  let browser: BrowserContext;
  let page: Page;
  let owner: SignedUpUser;
  let projectId: string;
  let first: string;
  let second: string;

  beforeAll(async () => {
    site = await startWebsite();
    harness = await startServedHarness({
      env: { FETCH_ALLOW_PRIVATE_NETWORKS: 'false', ...browserEnv('change-page') },
      sourceDispatcher: publicTestDispatcher,
    });
    browserWorker = await startBrowserWorker(harness);
    chromium = await launchChromium();
    browser = chromium.context;
    page = browser.pages()[0] ?? (await browser.newPage());
    owner = await signUpUser(harness, 'changepage');
    const team = await createTeam(owner);
    projectId = (await createProject(owner, team.id)).id;
    const sourceId = await watchOneSource(owner, team.id, projectId);
    first = await recordChange(harness, projectId, sourceId, '@@ -1 +1 @@\n-Price: 39 EUR\n+Price: 49 EUR');
    second = await recordChange(harness, projectId, sourceId, DIFF);
    const listed = await owner.agent.get(`${projectsPath(team.id)}/${projectId}/changes`);
    expect(listed.body.data.map((change: { viewUrl: string }) => change.viewUrl)).toEqual([
      changeViewUrl(harness.config.baseUrl, second),
      changeViewUrl(harness.config.baseUrl, first),
    ]);
  }, 600_000);

  afterAll(async () => {
    await chromium?.close();
    await browserWorker?.stop();
    await harness?.stop();
    await site?.close();
  });

  beforeEach(() => browser.clearCookies());

  async function signInInBrowser(user: SignedUpUser): Promise<void> {
    // A page of Vigil's whose CSP allows same-origin fetches (the change page allows none).
    await page.goto(`${harness.config.baseUrl}/verify-email`);
    const status = await page.evaluate(
      async ({ email, password }) =>
        (
          await fetch('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      { email: user.email, password: user.password },
    );
    expect(status).toBe(200);
  }

  it('shows a signed-in member the change: summary, source, insertions and deletions word by word, and the previous change', async () => {
    await signInInBrowser(owner);
    const response = await page.goto(changeViewUrl(harness.config.baseUrl, second));
    expect(response!.status()).toBe(200);
    expect(response!.headers()['content-security-policy']).toBe(
      "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    await expect(page.locator('h1').textContent()).resolves.toBe('The Pro plan costs 59 EUR now.');
    await expect(page.locator('.line.deleted del').allTextContents()).resolves.toEqual(['49']);
    await expect(page.locator('.line.inserted ins').allTextContents()).resolves.toEqual(['59']);
    // Page text is text: the diff's script tag is shown, never run or parsed as markup.
    await expect(page.locator('.line.context .text').last().textContent()).resolves.toBe('<script>alert(1)</script>');
    expect(await page.locator('script').count()).toBe(0);
    // The stylesheet applied (same origin, allowed by the CSP): inserted lines have a background.
    const background = await page.evaluate<string>('getComputedStyle(document.querySelector(".line.inserted")).backgroundColor');
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    // Readable on a phone: nothing wider than the viewport.
    await page.setViewportSize({ width: 375, height: 700 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('a[rel=prev]').click();
    await page.waitForURL(changeViewUrl(harness.config.baseUrl, first));
    await expect(page.locator('.line.inserted ins').allTextContents()).resolves.toEqual(['49']);
    expect(await page.locator('a[rel=next]').getAttribute('href')).toBe(changeViewUrl(harness.config.baseUrl, second));
  });

  it('shows a stranger (another organization’s member) nothing, as if the change did not exist', async () => {
    const stranger = await signUpUser(harness, 'stranger');
    await createTeam(stranger);
    await signInInBrowser(stranger);
    const response = await page.goto(changeViewUrl(harness.config.baseUrl, second));
    expect(response!.status()).toBe(404);
    expect(await page.content()).not.toContain('59 EUR');
    const unknown = await page.goto(changeViewUrl(harness.config.baseUrl, randomUUID()));
    expect([unknown!.status(), await page.locator('h1').textContent()]).toEqual([404, 'No change here']);
    await browser.clearCookies();
    expect((await page.goto(changeViewUrl(harness.config.baseUrl, second)))!.status()).toBe(404);
  });

  it('opens from a signed link without a session, its previous link signed too; an expired or altered link is refused', async () => {
    const { baseUrl, secretKey } = harness.config;
    const signed = signedChangeUrl(baseUrl, second, secretKey);
    const response = await page.goto(signed);
    expect(response!.status()).toBe(200);
    await expect(page.locator('.line.inserted ins').allTextContents()).resolves.toEqual(['59']);
    const previous = await page.locator('a[rel=prev]').getAttribute('href');
    expect(previous).toBe(signedChangeUrlUntil(baseUrl, first, Number(new URL(signed).searchParams.get('expires')), secretKey));
    expect((await page.goto(previous!))!.status()).toBe(200);

    const expired = signedChangeUrlUntil(baseUrl, second, Math.floor(Date.now() / 1000) - 60, secretKey);
    const tampered = new URL(signed);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 86_400 * 365));
    const otherChange = signed.replace(second, first);
    for (const refused of [expired, tampered.href, otherChange, `${changeViewUrl(baseUrl, second)}?sig=x`]) {
      const answer = await page.goto(refused);
      expect({ status: answer!.status(), leaked: (await page.content()).includes('59 EUR') }).toEqual({ status: 403, leaked: false });
    }
  });

  describe('pictures', () => {
    let teamId: string;
    const run = async (projectId: string) => {
      const started = await owner.agent.post(`${projectsPath(teamId)}/${projectId}/runs`);
      expect(started.status).toBe(202);
      return awaitRun(harness, started.body.data.id);
    };
    const picturesOf = async (runId: string) => {
      const [change] = await ChangeModel.findAll({ where: { runId }, raw: true });
      const [row] = await harness.sequelize.query<{ before: string | null; after: string | null; diff: string | null }>(
        'SELECT screenshot_before AS before, screenshot_after AS after, visual_diff AS diff FROM changes WHERE id = :id',
        { type: QueryTypes.SELECT, replacements: { id: change!.id } },
      );
      return { changeId: change!.id, ...row! };
    };
    const picturePath = (changeId: string, picture: string) => `/changes/${changePicturePath(changeId, picture)}`;

    beforeAll(async () => {
      teamId = (await createTeam(owner)).id;
    });

    it('shows a rendered page before and after its change, and the change highlighted where the page changed and nowhere else', async () => {
      site.page('/pricing', pricingPage(29));
      const project = await createProject(owner, teamId, { name: 'Pictured' });
      const put = await owner.agent
        .put(`${projectsPath(teamId)}/${project.id}`)
        .send({ topics: [{ name: 'Pricing', sources: [{ url: site.url('/pricing'), render: 'always' }] }] });
      expect(put.status).toBe(200);
      expect(await run(project.id)).toMatchObject({ status: 'completed', sourcesFailed: 0, sourcesRendered: 1 });
      site.page('/pricing', pricingPage(35));
      const edited = await run(project.id);
      expect(edited).toMatchObject({ status: 'completed', sourcesChanged: 1, sourcesFailed: 0 });
      const { changeId, before, after, diff } = await picturesOf(edited.id);
      expect([before, after, diff].every((hash) => /^[0-9a-f]{64}$/.test(hash ?? ''))).toBe(true);
      expect(new Set([before, after, diff]).size).toBe(3);

      // The member: the diff image, decoded, is highlighted inside the price's box only.
      const image = await owner.agent.get(picturePath(changeId, 'diff')).buffer(true);
      expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png']);
      expect(PNG.sync.read(image.body)).toMatchObject({ width: 1280 });
      const highlighted = highlightedPixels(image.body);
      const inPriceBox = ([x, y]: [number, number]) =>
        x >= PRICE_BOX.x && x < PRICE_BOX.x + PRICE_BOX.width && y >= PRICE_BOX.y && y < PRICE_BOX.y + PRICE_BOX.height;
      expect(highlighted.length).toBeGreaterThan(20);
      expect(highlighted.filter((point) => !inPriceBox(point))).toEqual([]);

      // In Chromium, the member's page and the signed link's page both load the three pictures (CSP img-src 'self').
      const loadedPictures = async (url: string) => {
        expect((await page.goto(url))!.status()).toBe(200);
        await page.waitForFunction('[...document.images].every((image) => image.complete)');
        return page
          .locator('.pictures img')
          .evaluateAll((images) => images.map((img) => (img as unknown as { naturalWidth: number }).naturalWidth));
      };
      await signInInBrowser(owner);
      expect(await loadedPictures(changeViewUrl(harness.config.baseUrl, changeId))).toEqual([1280, 1280, 1280]);
      await browser.clearCookies();
      const signed = signedChangeUrl(harness.config.baseUrl, changeId, harness.config.secretKey);
      expect(await loadedPictures(signed)).toEqual([1280, 1280, 1280]);
      // `DOCS_IMAGES=1` refreshes the documentation's picture of a change page with its pictures.
      if (process.env.DOCS_IMAGES === '1') {
        await page.setViewportSize({ width: 900, height: 800 });
        await page.screenshot({ path: path.join(__dirname, '..', '..', 'docs', 'images', 'change-page-pictures.png'), fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      expect(await page.locator('.pictures img').first().getAttribute('src')).toMatch(
        /^[0-9a-f-]{36}\/pictures\/diff\.png\?expires=\d+&sig=/,
      );

      // Anyone else gets no picture: no session, a stranger, an expired link, another change's signature.
      const stranger = await signUpUser(harness, 'picture-stranger');
      await createTeam(stranger);
      const expires = Math.floor(Date.now() / 1000) - 60;
      const expired = `/changes/${changePicturePath(changeId, 'diff', { expires, secretKey: harness.config.secretKey })}`;
      const otherSignature = `${picturePath(changeId, 'diff')}?${new URL(signedChangeUrl(harness.config.baseUrl, first, harness.config.secretKey)).search.slice(1)}`;
      const answers = [
        await stranger.agent.get(picturePath(changeId, 'diff')).buffer(true),
        await stranger.agent.get(picturePath(changeId, 'after')).buffer(true),
        await stranger.agent.get(expired).buffer(true),
        await stranger.agent.get(otherSignature).buffer(true),
      ];
      expect(
        answers.map((answer) => [
          answer.status,
          answer.headers['content-type']?.split(';')[0],
          Buffer.isBuffer(answer.body) && answer.body.subarray(0, 4).equals(PNG_SIGNATURE),
        ]),
      ).toEqual([
        [404, 'text/html', false],
        [404, 'text/html', false],
        [403, 'text/html', false],
        [403, 'text/html', false],
      ]);
      await browser.clearCookies();
      expect((await page.goto(`${harness.config.baseUrl}${picturePath(changeId, 'diff')}`))!.status()).toBe(404);
    }, 120_000);

    it('pictures a static page with screenshot: true once per new version, its text still the one fetched', async () => {
      site.page('/about', articlePage('About Acme', ['Acme ships to 40 countries.', 'Acme was founded in 1921 and makes anvils.']));
      const project = await createProject(owner, teamId, { name: 'Static pictured' });
      const put = await owner.agent
        .put(`${projectsPath(teamId)}/${project.id}`)
        .send({ topics: [{ name: 'About', sources: [{ url: site.url('/about'), screenshot: true }] }] });
      expect(put.body.data.topics[0].sources[0]).toMatchObject({ screenshot: true, render: 'auto' });
      const baseline = await run(project.id);
      expect(baseline).toMatchObject({ status: 'completed', sourcesFailed: 0, sourcesRendered: 0 });
      const screenshotOf = async () =>
        (
          await harness.sequelize.query<{ hash: string | null; rendered: boolean }>(
            'SELECT screenshot_hash AS hash, rendered_with_browser AS rendered FROM sources WHERE project_id = :projectId',
            { type: QueryTypes.SELECT, replacements: { projectId: project.id } },
          )
        )[0]!;
      const first = await screenshotOf();
      expect(first).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{64}$/), rendered: false });
      const chromeVisits = () => site.requests.filter((r) => r.path === '/about' && /Chrome/.test(String(r.headers['user-agent']))).length;
      expect(chromeVisits()).toBe(1);

      // Unchanged: not rendered again.
      expect(await run(project.id)).toMatchObject({ sourcesChanged: 0 });
      expect(chromeVisits()).toBe(1);

      site.page('/about', articlePage('About Acme', ['Acme ships to 41 countries.', 'Acme was founded in 1921 and makes anvils.']));
      const edited = await run(project.id);
      expect(edited).toMatchObject({ sourcesChanged: 1, sourcesFailed: 0, sourcesRendered: 0 });
      const [change] = await ChangeModel.findAll({ where: { runId: edited.id }, raw: true });
      expect(change!.diff).toContain('+Acme ships to 41 countries.');
      const pictures = await picturesOf(edited.id);
      expect(pictures).toMatchObject({
        before: first.hash,
        after: (await screenshotOf()).hash,
        diff: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(pictures.after).not.toBe(first.hash);
      expect(highlightedPixels((await owner.agent.get(picturePath(pictures.changeId, 'diff')).buffer(true)).body).length).toBeGreaterThan(
        0,
      );
    }, 120_000);

    it('keeps a source’s screenshot setting when an update leaves it out, and refuses one that is not true or false, naming the field', async () => {
      const project = await createProject(owner, teamId, { name: 'Bad setting' });
      const topicId = randomUUID();
      // The same topic id each time: its source is kept, with its settings.
      const sent = async (source: Record<string, unknown>) =>
        (
          await owner.agent
            .put(`${projectsPath(teamId)}/${project.id}`)
            .send({ topics: [{ id: topicId, name: 'About', sources: [source] }] })
        ).body.data.topics[0].sources[0].screenshot;
      const url = site.url('/about');
      expect([
        await sent({ url, screenshot: true }),
        await sent({ url }),
        await sent({ url, screenshot: false }),
        await sent({ url }),
      ]).toEqual([true, true, false, false]);
      const put = await owner.agent
        .put(`${projectsPath(teamId)}/${project.id}`)
        .send({ topics: [{ name: 'About', sources: [{ url: site.url('/about'), screenshot: 'yes' }] }] });
      expect([put.status, put.body.code]).toEqual([400, 'VALIDATION_ERROR']);
      expect(put.body.meta.errors).toEqual([
        expect.objectContaining({ field: 'topics.0.sources.0.screenshot', error: 'must be true or false' }),
      ]);
    });
  });
});
