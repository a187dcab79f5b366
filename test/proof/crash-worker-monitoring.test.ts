import { ProjectRunModel, RunSourceModel } from '../../models/monitoring';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun, expectRunCompletedOnce } from '../support/runs';
import { signUpUser } from '../support/users';
import { articlePage, startWebsite, type Website } from '../support/website';
import { startCrashHarness, type CrashHarness } from '../support/worker-crashes';

const PAGES = 30;
const BATCH = 10;
/** Of the second run's requests, those after this many get no answer until the worker is killed: the third batch is cut mid-flight. */
const ANSWERED_BEFORE_HOLD = 25;
const HELD = PAGES - ANSWERED_BEFORE_HOLD;
const changedPages = Array.from({ length: PAGES }, (_, i) => i).filter((i) => i % 2 === 0);

describe('a worker killed in the middle of a monitoring run', () => {
  let crash: CrashHarness;
  let site: Website;
  beforeAll(async () => {
    site = await startWebsite();
    crash = await startCrashHarness({
      RATE_LIMITS_ENABLED: 'false',
      FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
      MONITORING_BATCH_SIZE: String(BATCH),
      FETCH_CONCURRENCY: '6',
      FETCH_PER_HOST_CONCURRENCY: '6',
    });
    await crash.startWorker();
  }, 120_000);
  afterAll(async () => {
    await crash.stop();
    await site.close();
  }, 60_000);

  /** Serves every page; in edition 2 the even pages change and, until `stopHolding`, requests past the first 25 get no answer. */
  function serve(edition: 1 | 2) {
    let holding = edition === 2;
    let answered = 0;
    let held = 0;
    let signalHeld: () => void;
    const heldArrived = new Promise<void>((resolve) => (signalHeld = resolve));
    for (let i = 0; i < PAGES; i += 1) {
      const price = edition === 2 && changedPages.includes(i) ? 20 + i : 10 + i;
      const html = articlePage(`Item ${i}`, [`Item ${i} is sold by Acme.`, `Its price is ${price} euros including taxes.`]);
      site.route(`/item/${i}`, (_request, response) => {
        if (holding && answered >= ANSWERED_BEFORE_HOLD) {
          held += 1;
          if (held === HELD) signalHeld();
          return;
        }
        answered += 1;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      });
    }
    return { heldArrived, stopHolding: () => (holding = false) };
  }

  it('finishes the run on the next worker with each change recorded once and the right counts', async () => {
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

    const edition2 = serve(2);
    const runId: string = (await owner.agent.post(runsPath)).body.data.id;
    await edition2.heldArrived;
    await crash.killWorker();
    // Two batches were recorded; the third died with the worker, its five answered checks unrecorded.
    expect(await ProjectRunModel.findByPk(runId, { raw: true })).toMatchObject({ status: 'running', sourcesChecked: 2 * BATCH });
    edition2.stopHolding();

    await crash.startWorker();
    await expectRunCompletedOnce(crash.harness, runId, PAGES, changedPages);
    expect(await RunSourceModel.count({ where: { runId, outcome: 'changed' } })).toBe(changedPages.length);
  }, 150_000);
});
