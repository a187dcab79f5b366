import { startHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun } from '../support/runs';
import { signUpUser, type SignedUpUser } from '../support/users';
import { articlePage, publicTestDispatcher, startWebsite, type Website } from '../support/website';

/**
 * Issue 32, High 2: one tenant's pages stalled the fetch worker's event loop for every tenant. Here one
 * tenant monitors the issue's page (120 KB ending in 40,000 unclosed `<a `) and two 5 MB pages that cost
 * many seconds of CPU each to read (runs of digit groups the noise rules go through), beside a normal
 * page; another tenant runs its one normal page at the same time. Read on the event loop, the two heavy
 * pages alone would hold it for half a minute; read on the pool's threads, each fails at its deadline.
 */
const READING_DEADLINE_MS = 1_000;
/** Generous: the other tenant's run takes well under a second alone; thread start-up from source takes a few seconds. */
const OTHER_TENANT_BOUND_MS = 15_000;

describe('a tenant whose pages stall the reader, beside another tenant', () => {
  let harness: Harness;
  let site: Website;
  beforeAll(async () => {
    site = await startWebsite();
    harness = await startHarness({
      env: {
        RATE_LIMITS_ENABLED: 'false',
        FETCH_ALLOW_PRIVATE_NETWORKS: 'false',
        FETCH_READING_TIMEOUT_MS: String(READING_DEADLINE_MS),
        FETCH_READING_THREADS: '2',
      },
      sourceDispatcher: publicTestDispatcher,
    });
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  async function projectOf(owner: SignedUpUser, paths: string[]): Promise<{ organizationId: string; projectId: string }> {
    const organizationId = (await createTeam(owner)).id;
    const project = await createProject(owner, organizationId, { name: `Watched ${paths.length}` });
    const res = await owner.agent
      .put(`${projectsPath(organizationId)}/${project.id}`)
      .send({ topics: [{ name: 'Pages', sources: paths.map((path) => ({ url: site.url(path) })) }] });
    expect(res.status).toBe(200);
    return { organizationId, projectId: project.id as string };
  }

  async function startRun(owner: SignedUpUser, { organizationId, projectId }: { organizationId: string; projectId: string }) {
    const res = await owner.agent.post(`${projectsPath(organizationId)}/${projectId}/runs`);
    expect(res.status).toBe(202);
    return res.body.data.id as string;
  }

  it('fails only the stalling pages at their deadline, and the other tenant run finishes meanwhile', async () => {
    const issuePage = `<html><body><main><p>Pricing</p></main>${'<a '.repeat(40_000)}`;
    const stalling = (n: number) => `<html><body><main><h1>Table ${n}</h1><p>${'123 '.repeat(1_300_000)}</p></main></body></html>`;
    site.page('/issue-page', issuePage);
    site.page('/stalling/1', stalling(1));
    site.page('/stalling/2', stalling(2));
    site.page('/normal', articlePage('Acme news', ['Acme launches its analytics suite for retailers, with forecasting built in.']));
    site.page('/other', articlePage('Other news', ['The other tenant publishes its price list: 49 dollars per seat and month.']));

    const hostile = await signUpUser(harness, 'hostile');
    const other = await signUpUser(harness, 'other');
    const hostileProject = await projectOf(hostile, ['/issue-page', '/stalling/1', '/stalling/2', '/normal']);
    const otherProject = await projectOf(other, ['/other']);

    const hostileRun = await startRun(hostile, hostileProject);
    const otherStarted = Date.now();
    const otherRun = await startRun(other, otherProject);
    const otherFinished = await awaitRun(harness, otherRun);
    const otherTook = Date.now() - otherStarted;

    expect(otherFinished).toMatchObject({ status: 'completed', sourcesChecked: 1, sourcesFailed: 0 });
    expect(otherTook).toBeLessThan(OTHER_TENANT_BOUND_MS);
    const hostileFinished = await awaitRun(harness, hostileRun);
    expect(hostileFinished).toMatchObject({ status: 'completed', sourcesChecked: 4, sourcesFailed: 2 });
    expect(hostileFinished.errors.map((error) => [new URL(error.url).pathname, error.error]).sort()).toEqual([
      ['/stalling/1', expect.stringContaining(`Reading the page took longer than ${READING_DEADLINE_MS} ms`)],
      ['/stalling/2', expect.stringContaining(`Reading the page took longer than ${READING_DEADLINE_MS} ms`)],
    ]);
  });
});
