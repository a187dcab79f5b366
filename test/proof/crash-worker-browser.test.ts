import { QueryTypes } from 'sequelize';
import { ProjectRunModel } from '../../models/monitoring';
import { browserEnv } from '../support/browser-worker';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun, expectRunCompletedOnce } from '../support/runs';
import { signUpUser } from '../support/users';
import { startWebsite, type Website } from '../support/website';
import { startCrashHarness, type CrashHarness } from '../support/worker-crashes';

const PAGES = 6;
/** Of the second run's data requests, those after this many get no answer until the browser worker is killed: it dies mid-render. */
const ANSWERED_BEFORE_HOLD = 3;
/** Pages the browser worker renders at once: both are held when it is killed. */
const CONCURRENCY = 2;
const changedPages = Array.from({ length: PAGES }, (_, i) => i).filter((i) => i % 2 === 0);

/** An application shell whose script fetches the page's data from the site. */
const shell = (i: number) => `<!doctype html><html><head><title>Item ${i}</title></head><body><div id="root"></div>
<script>fetch('/data/${i}').then((r) => r.json()).then((d) => {
  document.getElementById('root').innerHTML = '<main><h1>' + d.name + '</h1><p>Its price is ' + d.price + ' euros including taxes.</p></main>';
});</script></body></html>`;

describe('the browser worker killed in the middle of rendering a run', () => {
  let crash: CrashHarness;
  let site: Website;
  beforeAll(async () => {
    site = await startWebsite();
    crash = await startCrashHarness({
      RATE_LIMITS_ENABLED: 'false',
      FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
      BROWSER_CONCURRENCY: String(CONCURRENCY),
      ...browserEnv('crash'),
    });
    await Promise.all([crash.startWorker(), crash.startBrowserWorker()]);
  }, 180_000);
  afterAll(async () => {
    await crash.stop();
    await site.close();
  }, 60_000);

  /** Serves every page; in edition 2 the even pages' data changes and, until `stopHolding`, data requests past the first three get no answer. */
  function serve(edition: 1 | 2) {
    let holding = edition === 2;
    let answered = 0;
    let held = 0;
    let signalHeld: () => void;
    const heldArrived = new Promise<void>((resolve) => (signalHeld = resolve));
    for (let i = 0; i < PAGES; i += 1) {
      const price = edition === 2 && changedPages.includes(i) ? 20 + i : 10 + i;
      site.page(`/item/${i}`, shell(i));
      site.route(`/data/${i}`, (_request, response) => {
        if (holding && answered >= ANSWERED_BEFORE_HOLD) {
          held += 1;
          if (held === CONCURRENCY) signalHeld();
          return;
        }
        answered += 1;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: `Item ${i}`, price }));
      });
    }
    return { heldArrived, stopHolding: () => (holding = false) };
  }

  it('finishes the run on the restarted browser worker with each change recorded once', async () => {
    const owner = await signUpUser(crash.harness, 'owner');
    const organizationId = (await createTeam(owner)).id;
    const project = await createProject(owner, organizationId);
    const sources = Array.from({ length: PAGES }, (_, i) => ({ url: site.url(`/item/${i}`, '127.0.0.1') }));
    expect(
      (await owner.agent.put(`${projectsPath(organizationId)}/${project.id}`).send({ topics: [{ name: 'Catalogue', sources }] })).status,
    ).toBe(200);
    const runsPath = `${projectsPath(organizationId)}/${project.id}/runs`;
    const finished = (runId: string) => awaitRun(crash.harness, runId);

    serve(1);
    const baseline = await finished((await owner.agent.post(runsPath)).body.data.id);
    expect(baseline).toMatchObject({ status: 'completed', sourcesChecked: PAGES, sourcesChanged: 0, sourcesFailed: 0 });
    const [rendered] = await crash.harness.sequelize.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM run_sources WHERE run_id = :runId AND rendering = 'rendered'`,
      {
        type: QueryTypes.SELECT,
        replacements: { runId: baseline.id },
      },
    );
    expect(rendered!.count).toBe(PAGES);

    const edition2 = serve(2);
    const runId: string = (await owner.agent.post(runsPath)).body.data.id;
    await edition2.heldArrived;
    await crash.killBrowserWorker();
    const cut = (await ProjectRunModel.findByPk(runId, { raw: true }))!;
    expect(cut.status).toBe('running');
    expect(cut.sourcesChecked).toBeLessThan(PAGES);
    edition2.stopHolding();

    await crash.startBrowserWorker();
    await expectRunCompletedOnce(crash.harness, runId, PAGES, changedPages);
  }, 240_000);
});
