import { QueryTypes } from 'sequelize';
import { ChangeModel, ProjectRunModel, RunSourceModel } from '../../models/monitoring';
import { startHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun, eventually } from '../support/runs';
import { signUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';

const PAGES = 120;

describe('a monitoring run whose worker stops mid-run', () => {
  let harness: Harness;
  let site: Website;
  beforeAll(async () => {
    site = await startWebsite();
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_CONCURRENCY: '4', FETCH_PER_HOST_CONCURRENCY: '4', MONITORING_BATCH_SIZE: '120' },
      sourceDispatcher: publicTestDispatcher,
    });
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  /** Pages from `slowFrom` on answer after a second, so the worker can be stopped while they are in flight. */
  function serve(edition: number, slowFrom = PAGES): void {
    for (let i = 0; i < PAGES; i += 1) {
      const delayMs = i >= slowFrom ? 1_000 : 0;
      site.page(
        `/item/${i}`,
        articlePage(`Item ${i}`, [`Item ${i} is sold by Acme.`, `Its price is ${edition * 10 + i} euros including taxes.`]),
        { delayMs },
      );
    }
  }

  it('resumes on a new worker and records each change exactly once', async () => {
    const owner = await signUpUser(harness, 'owner');
    const organizationId = (await createTeam(owner)).id;
    const project = await createProject(owner, organizationId);
    const sources = Array.from({ length: PAGES }, (_, i) => ({ url: site.url(`/item/${i}`) }));
    await owner.agent.put(`${projectsPath(organizationId)}/${project.id}`).send({ topics: [{ name: 'Catalogue', sources }] });
    const runsPath = `${projectsPath(organizationId)}/${project.id}/runs`;

    serve(1);
    const baseline = await awaitRun(harness, (await owner.agent.post(runsPath)).body.data.id);
    expect(baseline).toMatchObject({ status: 'completed', sourcesChecked: PAGES, sourcesChanged: 0, sourcesFailed: 0 });

    // One batch of 120: the first 100 results are recorded together while the last 20 are still slow.
    serve(2, 100);
    const started = await owner.agent.post(runsPath);
    const runId: string = started.body.data.id;
    const midway = await eventually(
      () => ProjectRunModel.findByPk(runId, { raw: true }),
      (run) => run!.sourcesChecked >= 100,
    );
    expect(midway!.sourcesChecked).toBeLessThan(PAGES);
    await harness.restartWorker();
    const afterStop = (await ProjectRunModel.findByPk(runId, { raw: true }))!;
    expect(afterStop.status).toBe('running');
    expect(afterStop.sourcesChecked).toBeLessThan(PAGES);

    const run = await awaitRun(harness, runId);
    expect(run).toMatchObject({ status: 'completed', sourcesTotal: PAGES, sourcesChecked: PAGES, sourcesChanged: PAGES, sourcesFailed: 0 });
    expect(await ChangeModel.count({ where: { runId } })).toBe(PAGES);
    const [counted] = await harness.sequelize.query<{ distinct: number }>(
      'SELECT count(DISTINCT source_id)::int AS distinct FROM changes WHERE run_id = :runId',
      {
        type: QueryTypes.SELECT,
        replacements: { runId },
      },
    );
    expect(counted!.distinct).toBe(PAGES);
    expect(await RunSourceModel.count({ where: { runId, outcome: 'changed' } })).toBe(PAGES);
    const history = await harness.temporal.workflow.getHandle(run.workflowId).fetchHistory();
    const attempts = history
      .events!.filter((event) => event.activityTaskStartedEventAttributes)
      .map((event) => event.activityTaskStartedEventAttributes!.attempt ?? 1);
    expect(Math.max(...attempts)).toBeGreaterThan(1);
  });
});
