import path from 'node:path';
import { ProjectModel } from '../../models/projects';
import { serveCompanySite } from '../support/company-site';
import { startHarness, type Harness } from '../support/harness';
import { startOpenAiServer, type OpenAiServer } from '../support/openai-server';
import { createTeam } from '../support/organizations';
import { projectsPath } from '../support/projects';
import { replayFreshAndRecorded } from '../support/replay';
import { signUpUser, type SignedUpUser } from '../support/users';
import { publicTestDispatcher, startWebsite, type Website } from '../support/website';
import { projectTopicsWorkflowId } from '../../workflows/contract';

/** The model's answer: real pages of the local site, one URL it invented, one that is not a URL. */
function modelTopics(site: Website) {
  return {
    topics: [
      {
        name: 'Acme pricing',
        description: 'Price and plan changes at Acme',
        watchFor: ['price increase', 'new plan'],
        sources: [site.url('/pricing'), site.url('/pricing-2027'), 'not a url'],
      },
      { name: 'Acme hiring', description: 'Open roles at Acme', watchFor: ['engineering roles'], sources: [site.url('/careers#open')] },
    ],
  };
}

describe('topic generation through an OpenAI-compatible server', () => {
  let harness: Harness;
  let openai: OpenAiServer;
  let site: Website;
  let owner: SignedUpUser;
  let organizationId: string;
  let MODEL_TOPICS: ReturnType<typeof modelTopics>;
  beforeAll(async () => {
    openai = await startOpenAiServer();
    site = await startWebsite();
    serveCompanySite(site);
    MODEL_TOPICS = modelTopics(site);
    harness = await startHarness({
      env: {
        RATE_LIMITS_ENABLED: 'false',
        OPENAI_API_KEY: 'sk-test-local',
        OPENAI_BASE_URL: openai.baseUrl,
        OPENAI_MODEL: 'vigil-test-model',
        OPENAI_TIMEOUT_MS: '1000',
        TOPIC_GENERATION_TIMEOUT_MS: '15000',
      },
      sourceDispatcher: publicTestDispatcher,
    });
    owner = await signUpUser(harness, 'owner');
  });
  beforeEach(async () => {
    organizationId = (await createTeam(owner)).id;
  });
  afterAll(async () => {
    await harness.stop();
    await openai.stop();
    await site.close();
  });

  const create = (name: string, monitoringIntent = 'Follow Acme, our main competitor') =>
    owner.agent.post(projectsPath(organizationId)).send({ name, monitoringIntent, businessContext: 'We sell CRM software' });
  const projectsNamed = (name: string) => ProjectModel.count({ where: { organizationId, name } });
  const source = (path: string) => ({
    url: site.url(path),
    lastContentHash: null,
    lastFetchedAt: null,
    kind: null,
    status: 'pending',
    consecutiveFailures: 0,
    lastError: null,
    lastErrorAt: null,
    render: 'auto',
    renderedWithBrowser: false,
    headers: null,
    steps: null,
    include: [],
    exclude: [],
    ignoreText: [],
    alertWhen: [],
    track: [],
    screenshot: false,
  });

  it('asks the configured model for structured output and stores the topics with the sources that answered', async () => {
    openai.reply({ kind: 'content', content: JSON.stringify(MODEL_TOPICS) });
    const res = await create('Model topics');
    expect(res.status).toBe(201);
    expect(res.body.data.topics).toEqual([
      {
        id: expect.any(String),
        name: 'Acme pricing',
        description: 'Price and plan changes at Acme',
        watchFor: ['price increase', 'new plan'],
        alertWhen: [],
        sources: [source('/pricing')],
      },
      {
        id: expect.any(String),
        name: 'Acme hiring',
        description: 'Open roles at Acme',
        watchFor: ['engineering roles'],
        alertWhen: [],
        sources: [source('/careers')],
      },
    ]);
    expect(res.body.meta).toEqual({ droppedSources: [{ url: site.url('/pricing-2027'), reason: 'not found (HTTP 404)' }] });
    const [request] = openai.requests;
    expect(request).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test-local',
      body: { model: 'vigil-test-model', response_format: { type: 'json_schema', json_schema: { name: 'project_topics', strict: true } } },
    });
    expect(request!.body.messages[1]!.content).toContain('Follow Acme, our main competitor');
    expect(request!.body.messages[1]!.content).toContain('We sell CRM software');
  });

  it('gives the model the pages found on the site the intent names, and drops the URL it invented', async () => {
    openai.reply({ kind: 'content', content: JSON.stringify(MODEL_TOPICS) });
    const res = await create('Discovered for the model', `Watch ${site.url('/')} for pricing changes and release notes`);
    expect(res.status).toBe(201);
    const prompt = openai.requests[0]!.body.messages[1]!.content;
    expect(prompt).toContain('Pages found on the named sites');
    expect(prompt).toContain(`${site.url('/pricing')} — Pricing`);
    expect(prompt).toContain(`${site.url('/changelog')} — Changelog`);
    expect(prompt).not.toContain(site.url('/private/plans'));
    expect(res.body.data.topics[0].sources).toEqual([source('/pricing')]);
    expect(res.body.meta.droppedSources).toEqual([{ url: site.url('/pricing-2027'), reason: 'not found (HTTP 404)' }]);
  });

  it('retries a slow answer with backoff and succeeds on a later attempt', async () => {
    openai.reply(
      { kind: 'content', content: JSON.stringify(MODEL_TOPICS), delayMs: 3_000 },
      { kind: 'content', content: JSON.stringify(MODEL_TOPICS) },
    );
    const res = await create('Slow then fine');
    expect(res.status).toBe(201);
    expect(res.body.data.topics).toHaveLength(2);
    expect(openai.requests.length).toBe(2);
  });

  it('answers 503 and stores nothing when every answer is malformed', async () => {
    openai.reply({ kind: 'content', content: '{"topics": [{"name": "only a name"}]}' });
    const res = await create('Malformed');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(res.body.message).toMatch(/Topic generation failed/);
    expect(openai.requests.length).toBe(4);
    expect(await projectsNamed('Malformed')).toBe(0);
  });

  it('answers 503 at once, without retrying, when the model refuses the key', async () => {
    openai.reply({ kind: 'status', status: 401 });
    const res = await create('Refused');
    expect(res.status).toBe(503);
    expect(openai.requests.length).toBe(1);
    expect(await projectsNamed('Refused')).toBe(0);
  });

  it('answers 503 and stores nothing when the answers stay too slow', async () => {
    openai.reply({ kind: 'content', content: 'not json at all', delayMs: 3_000 });
    const res = await create('Too slow');
    expect(res.status).toBe(503);
    expect(await projectsNamed('Too slow')).toBe(0);
  });

  it('falls back to JSON mode when the server refuses structured outputs, then to plain text when it refuses JSON mode too', async () => {
    openai.refuseFormats('json_schema');
    openai.reply({ kind: 'content', content: JSON.stringify(MODEL_TOPICS) });
    const jsonMode = await create('JSON mode');
    expect(jsonMode.status).toBe(201);
    expect(jsonMode.body.data.topics.map((topic: { name: string }) => topic.name)).toEqual(['Acme pricing', 'Acme hiring']);
    expect(openai.requests.map((request) => request.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    expect(openai.requests[1]!.body.messages[0]!.content).toContain('JSON Schema');

    openai.refuseFormats('json_schema', 'json_object');
    openai.reply({ kind: 'content', content: `Here are the topics:\n\`\`\`json\n${JSON.stringify(MODEL_TOPICS)}\n\`\`\`` });
    const textMode = await create('Text mode');
    expect(textMode.status).toBe(201);
    expect(textMode.body.data.topics[1].sources).toEqual([source('/careers')]);
    expect(openai.requests.map((request) => request.body.response_format?.type)).toEqual(['json_object', undefined]);
    openai.refuseFormats();
  });

  it('replays its own fresh history and the recorded ones without non-determinism', async () => {
    openai.reply({ kind: 'content', content: JSON.stringify(MODEL_TOPICS) });
    const res = await create('Replayed');
    const handle = harness.temporal.workflow.getHandle(projectTopicsWorkflowId(res.body.data.id));
    const history = await handle.fetchHistory();
    // A run of the patched() version (dropped when the deprecated patch is removed), then one of this version.
    await replayFreshAndRecorded(
      path.join(__dirname, 'histories'),
      'generate-project-topics-with-source-checks',
      history,
      handle.workflowId,
    );
    await replayFreshAndRecorded(path.join(__dirname, 'histories'), 'generate-project-topics', history, handle.workflowId);
  });
});
