import { QueryTypes } from 'sequelize';
import { ProjectModel } from '../../models/projects';
import { startOpenAiServer, type OpenAiServer } from '../support/openai-server';
import { createTeam } from '../support/organizations';
import { projectsPath } from '../support/projects';
import { eventually } from '../support/runs';
import { serveCompanySite } from '../support/company-site';
import { signUpUser } from '../support/users';
import { startWebsite, type Website } from '../support/website';
import { startCrashHarness, type CrashHarness } from '../support/worker-crashes';
import { projectTopicsWorkflowId } from '../../workflows/contract';

/** The worker processes check the sources too: the model proposes pages of a local site they may reach. */
const modelTopics = (site: Website) => ({
  topics: [
    {
      name: 'Acme pricing',
      description: 'Price and plan changes at Acme',
      watchFor: ['price increase'],
      sources: [site.url('/pricing', '127.0.0.1')],
    },
    {
      name: 'Acme hiring',
      description: 'Open roles at Acme',
      watchFor: ['engineering roles'],
      sources: [site.url('/careers', '127.0.0.1')],
    },
  ],
});
/** Longer than the whole test: the first answer never comes, the kill lands while the model "thinks". */
const NEVER_MS = 10 * 60_000;

describe('a worker killed while OpenAI generates a new project’s topics', () => {
  let crash: CrashHarness;
  let openai: OpenAiServer;
  let site: Website;
  beforeAll(async () => {
    openai = await startOpenAiServer();
    site = await startWebsite();
    serveCompanySite(site);
    crash = await startCrashHarness({
      RATE_LIMITS_ENABLED: 'false',
      FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
      OPENAI_API_KEY: 'sk-test-local',
      OPENAI_BASE_URL: openai.baseUrl,
      OPENAI_MODEL: 'vigil-test-model',
    });
    await crash.startWorker();
  }, 120_000);
  afterAll(async () => {
    await crash.stop();
    await openai.stop();
    await site.close();
  }, 60_000);

  it('answers the waiting creation 201 with the topics generated on the next worker, stored once', async () => {
    const owner = await signUpUser(crash.harness, 'owner');
    const organizationId = (await createTeam(owner)).id;
    const content = JSON.stringify(modelTopics(site));
    openai.reply({ kind: 'content', content, delayMs: NEVER_MS }, { kind: 'content', content });

    const creation = owner.agent
      .post(projectsPath(organizationId))
      .send({ name: 'Crash-proof watch', monitoringIntent: 'Follow Acme, our main competitor' })
      .then((res) => res);
    await eventually(
      async () => openai.requests.length,
      (count) => count === 1,
    );
    await crash.killWorker();
    await crash.startWorker();
    const res = await creation;

    expect(res.status).toBe(201);
    const projectId: string = res.body.data.id;
    expect(res.body.data.topics.map((topic: { name: string }) => topic.name)).toEqual(['Acme pricing', 'Acme hiring']);
    expect(openai.requests).toHaveLength(2);
    expect(await ProjectModel.count({ where: { organizationId } })).toBe(1);
    const [stored] = await crash.harness.sequelize.query<{ topics: number; sources: number; audits: number }>(
      `SELECT (SELECT count(*)::int FROM topics WHERE project_id = :projectId) AS topics,
              (SELECT count(*)::int FROM sources s JOIN topics t ON t.id = s.topic_id WHERE t.project_id = :projectId) AS sources,
              (SELECT count(*)::int FROM audit_logs WHERE resource_id = :projectId AND action = 'project.created') AS audits`,
      { type: QueryTypes.SELECT, replacements: { projectId } },
    );
    expect(stored).toEqual({ topics: 2, sources: 2, audits: 1 });
    const history = await crash.harness.temporal.workflow.getHandle(projectTopicsWorkflowId(projectId)).fetchHistory();
    const generation = history.events!.find(
      (event) => event.activityTaskScheduledEventAttributes?.activityType?.name === 'generateProjectTopics',
    )!;
    const attempts = history.events!.flatMap((event) =>
      event.activityTaskStartedEventAttributes?.scheduledEventId?.toString() === generation.eventId!.toString()
        ? [event.activityTaskStartedEventAttributes.attempt]
        : [],
    );
    expect(attempts).toEqual([2]);
  }, 150_000);
});
