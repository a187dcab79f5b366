import { ChangeModel } from '../../models/monitoring';
import { startHarness, type Harness } from '../support/harness';
import { createTeam } from '../support/organizations';
import { createProject, projectsPath } from '../support/projects';
import { awaitRun } from '../support/runs';
import { signUpUser } from '../support/users';
import { publicTestDispatcher, startWebsite, type Website } from '../support/website';

/**
 * A monitored page is anyone's text: a NUL byte in it (which a UTF-8 decoder keeps) is text PostgreSQL
 * cannot hold, in a `text` column or in the jsonb rows a run's results are written with. It is stored as
 * U+FFFD, as an undecodable byte is; before, the batch's write failed on every retry and the run never ended.
 */
describe('monitored pages carrying text PostgreSQL cannot hold', () => {
  let harness: Harness;
  let site: Website;
  beforeAll(async () => {
    site = await startWebsite();
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', FETCH_ALLOW_PRIVATE_NETWORKS: 'true' },
      sourceDispatcher: publicTestDispatcher,
    });
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  const serve = (path: string, contentType: string, body: string) =>
    site.route(path, (_request, response) => response.writeHead(200, { 'content-type': contentType }).end(body));
  const html = (price: string) => `<html><body><main><h1>Pricing</h1><p>Pro costs ${price} euros a month.</p></main></body></html>`;

  /** The run's row once its workflow ends; a run that never ends (a batch failing on every retry) fails the test here. */
  async function finishedRun(runId: string) {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`run ${runId} did not end within 30 s`)), 30_000);
    });
    try {
      return await Promise.race([awaitRun(harness, runId), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('attack: a page with a NUL byte in its text is checked and its change recorded, beside a plain page in the same batch', async () => {
    serve('/nul', 'text/html; charset=utf-8', html('4\u00009'));
    serve('/plain', 'text/html; charset=utf-8', html('49'));
    const owner = await signUpUser(harness, 'owner');
    const team = await createTeam(owner);
    const project = await createProject(owner, team.id, { name: 'NUL pages' });
    const path = `${projectsPath(team.id)}/${project.id}`;
    const sources = ['/nul', '/plain'].map((page) => ({ url: site.url(page) }));
    await owner.agent
      .put(path)
      .send({ topics: [{ name: 'Pricing', description: 'Prices', watchFor: ['prices'], sources }] })
      .expect(200);
    const run = async () => finishedRun((await owner.agent.post(`${path}/runs`).expect(202)).body.data.id);

    expect(await run()).toMatchObject({ status: 'completed', sourcesChecked: 2, sourcesFailed: 0 });

    serve('/nul', 'text/html; charset=utf-8', html('5\u00009'));
    serve('/plain', 'text/html; charset=utf-8', html('59'));
    const edited = await run();
    expect(edited).toMatchObject({ status: 'completed', sourcesChecked: 2, sourcesChanged: 2, sourcesFailed: 0 });
    const changes = await ChangeModel.findAll({ where: { runId: edited.id }, raw: true });
    const nulChange = changes.find((change) => change.url.endsWith('/nul'))!;
    expect(nulChange.diff).toContain('5\ufffd9');
    expect(nulChange.diff).not.toContain('\u0000');

    // Read again unchanged: no change (the text kept is compared as it is stored).
    expect(await run()).toMatchObject({ status: 'completed', sourcesChecked: 2, sourcesChanged: 0, sourcesFailed: 0 });
  });
});
