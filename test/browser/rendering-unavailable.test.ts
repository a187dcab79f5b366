import { ChangeModel, SourceModel } from '../../models/monitoring';
import { startHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun } from '../support/runs';
import { signUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';

/** An application shell: an empty root filled by a script. */
const SHELL =
  '<!doctype html><html><body><div id="root"></div><noscript>Enable JavaScript to use this app.</noscript><script>document.getElementById("root").textContent = "Plans: Team 29 euros";</script></body></html>';

/** A worker with BROWSER_RENDERING off (the default when no browser worker runs) and no browser worker at all. */
describe('monitoring without browser rendering', () => {
  let plain: Harness;
  let site: Website;
  beforeAll(async () => {
    site = await startWebsite();
    site.page('/pricing', SHELL);
    site.page('/news', SHELL);
    site.page('/about', articlePage('About Acme', ['Acme was founded in 1921 and makes anvils for the whole world.']));
    plain = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'false' },
      sourceDispatcher: publicTestDispatcher,
    });
  });
  afterAll(async () => {
    await plain?.stop();
    await site?.close();
  });

  it('without a browser worker, checks shells as served and says so, and fails render: always naming what to install', async () => {
    const user = await signUpUser(plain, 'owner');
    const teamId = (await createTeam(user)).id;
    const project = await createProject(user, teamId, { name: 'No browser' });
    const sources = [{ url: site.url('/pricing') }, { url: site.url('/news'), render: 'always' }, { url: site.url('/about') }];
    expect((await user.agent.put(`${projectsPath(teamId)}/${project.id}`).send({ topics: [{ name: 'Acme', sources }] })).status).toBe(200);
    const started = await user.agent.post(`${projectsPath(teamId)}/${project.id}/runs`);
    const checked = await awaitRun(plain, started.body.data.id);
    expect(checked).toMatchObject({
      status: 'completed',
      sourcesChecked: 3,
      sourcesFailed: 1,
      sourcesRendered: 0,
      sourcesRenderingUnavailable: 2,
    });
    expect(checked.errors).toEqual([
      {
        url: site.url('/news'),
        error: expect.stringContaining(
          "browser rendering is unavailable: install Debian's chromium-headless-shell package (apt-get install chromium-headless-shell) or set CHROMIUM_PATH",
        ),
      },
    ]);
    const topic = (await user.agent.get(`${projectsPath(teamId)}/${project.id}`)).body.data.topics[0];
    expect(
      topic.sources.map((s: { renderedWithBrowser: boolean; lastContentHash: string | null }) => [
        s.renderedWithBrowser,
        s.lastContentHash !== null,
      ]),
    ).toEqual([
      [false, true],
      [false, false],
      [false, true],
    ]);

    // A shell whose stored content came from the browser is not compared bare (that would read as everything removed).
    await SourceModel.update({ renderedWithBrowser: true }, { where: { projectId: project.id, url: site.url('/pricing') } });
    const again = await awaitRun(plain, (await user.agent.post(`${projectsPath(teamId)}/${project.id}/runs`)).body.data.id);
    expect(again).toMatchObject({
      status: 'completed',
      sourcesChecked: 3,
      sourcesChanged: 0,
      sourcesFailed: 2,
      sourcesRenderingUnavailable: 2,
    });
    expect(again.errors.find((e) => e.url === site.url('/pricing'))?.error).toMatch(
      /^This page is rendered by a script and was last read in the browser, but browser rendering is unavailable/,
    );
    expect(await ChangeModel.count({ where: { projectId: project.id } })).toBe(0);
  }, 60_000);
});
