import type http from 'node:http';
import { AuditLogModel } from '../../models/audit';
import { ProjectRunModel } from '../../models/monitoring';
import { startHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun, eventually } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';
import { projectScheduleId } from '../../workflows/contract';

/**
 * A run whose workflow is terminated from outside (as from the Temporal UI) never closes its own row;
 * the next manual or scheduled run must not be refused forever because of it.
 */
describe('a run whose workflow was ended from outside Vigil', () => {
  let harness: Harness;
  let site: Website;
  let owner: SignedUpUser;
  let organizationId: string;
  const held: http.ServerResponse[] = [];

  beforeAll(async () => {
    site = await startWebsite();
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_TIMEOUT_MS: '120000' },
      sourceDispatcher: publicTestDispatcher,
    });
    owner = await signUpUser(harness, 'owner');
    organizationId = (await createTeam(owner)).id;
  });
  afterAll(async () => {
    for (const response of held) response.destroy();
    await harness.stop();
    await site.close();
  });

  /** The page never answers until the test ends, so a run stays in progress until it is terminated. */
  function holdPage(path: string): void {
    site.route(path, (_request, response) => void held.push(response));
  }

  async function projectWatching(path: string, status?: 'active') {
    const project = await createProject(owner, organizationId, { name: `Stale ${path}` });
    const res = await owner.agent
      .put(`${projectsPath(organizationId)}/${project.id}`)
      .send({ topics: [{ name: 'Page', sources: [{ url: site.url(path) }] }], ...(status ? { status } : {}) });
    expect(res.status).toBe(200);
    return project.id;
  }

  /** Starts a manual run stuck on `path`, then terminates its workflow through the Temporal client. */
  async function runTerminatedFromOutside(projectId: string, path: string) {
    const runsPath = `${projectsPath(organizationId)}/${projectId}/runs`;
    const started = await owner.agent.post(runsPath);
    expect(started.status).toBe(202);
    await eventually(
      async () => site.requests.filter((r) => r.path === path).length,
      (count) => count > 0,
    );
    const again = await owner.agent.post(runsPath);
    expect(again.status).toBe(409);
    const row = (await ProjectRunModel.findByPk(started.body.data.id, { raw: true }))!;
    const handle = harness.temporal.workflow.getHandle(row.workflowId);
    await handle.terminate('ended by an operator in the Temporal UI');
    const closedAt = (await handle.describe()).closeTime!;
    expect((await ProjectRunModel.findByPk(row.id, { raw: true }))!.status).toBe('running');
    return { runId: row.id, closedAt, runsPath };
  }

  it('closes the stale run as failed when a manual run is asked for, and starts that run', async () => {
    holdPage('/held-manual');
    const projectId = await projectWatching('/held-manual');
    const stale = await runTerminatedFromOutside(projectId, '/held-manual');

    site.page('/held-manual', articlePage('Now answering', ['Acme answers again.']));
    const next = await owner.agent.post(stale.runsPath);
    expect(next.status).toBe(202);
    expect(next.body.data.id).not.toBe(stale.runId);

    const closed = await owner.agent.get(`${stale.runsPath}/${stale.runId}`);
    expect(closed.body.data).toMatchObject({ status: 'failed', finishedAt: stale.closedAt.toISOString() });
    expect(await awaitRun(harness, next.body.data.id)).toMatchObject({ status: 'completed', sourcesChecked: 1 });
    const started = await AuditLogModel.count({ where: { action: 'project.run_started', resourceId: projectId } });
    expect(started).toBe(2);
  });

  it('lets the schedule’s next run start, closing the stale run as failed', async () => {
    holdPage('/held-scheduled');
    const projectId = await projectWatching('/held-scheduled', 'active');
    const stale = await runTerminatedFromOutside(projectId, '/held-scheduled');

    site.page('/held-scheduled', articlePage('Now answering', ['Acme answers again.']));
    await harness.temporal.schedule.getHandle(projectScheduleId(projectId)).trigger();
    const scheduled = await eventually(
      () => ProjectRunModel.findOne({ where: { projectId, trigger: 'schedule' }, raw: true }),
      (run) => run?.status === 'completed',
    );
    expect(scheduled).toMatchObject({ sourcesChecked: 1, sourcesFailed: 0 });
    expect(await ProjectRunModel.findByPk(stale.runId, { raw: true })).toMatchObject({ status: 'failed', finishedAt: stale.closedAt });
  });
});
