import path from 'node:path';
import { ProjectModel } from '../../models/projects';
import { projectTopicsWorkflowId } from '../../workflows/project-topics';
import { startHarness, type Harness } from '../support/harness';
import { startOpenAiServer, type OpenAiServer } from '../support/openai-server';
import { createTeam } from '../support/organizations';
import { projectsPath } from '../support/projects';
import { replayFreshAndRecorded } from '../support/replay';
import { signUpUser, type SignedUpUser } from '../support/users';

const MODEL_TOPICS = {
  topics: [
    { name: 'Acme pricing', description: 'Price and plan changes at Acme', watchFor: ['price increase', 'new plan'], sources: ['https://acme.example/pricing', 'not a url'] },
    { name: 'Acme hiring', description: 'Open roles at Acme', watchFor: ['engineering roles'], sources: ['https://acme.example/careers#open'] },
  ],
};

describe('topic generation through an OpenAI-compatible server', () => {
  let harness: Harness;
  let openai: OpenAiServer;
  let owner: SignedUpUser;
  let organizationId: string;
  beforeAll(async () => {
    openai = await startOpenAiServer();
    harness = await startHarness({
      env: { RATE_LIMITS_ENABLED: 'false', OPENAI_API_KEY: 'sk-test-local', OPENAI_BASE_URL: openai.baseUrl, OPENAI_MODEL: 'vigil-test-model', OPENAI_TIMEOUT_MS: '1000', TOPIC_GENERATION_TIMEOUT_MS: '15000' },
    });
    owner = await signUpUser(harness, 'owner');
    organizationId = (await createTeam(owner)).id;
  });
  afterAll(async () => {
    await harness.stop();
    await openai.stop();
  });

  const create = (name: string) => owner.agent.post(projectsPath(organizationId)).send({ name, monitoringIntent: 'Follow Acme, our main competitor', businessContext: 'We sell CRM software' });
  const projectsNamed = (name: string) => ProjectModel.count({ where: { organizationId, name } });

  it('asks the configured model for structured output and stores the validated topics', async () => {
    openai.reply({ kind: 'content', content: JSON.stringify(MODEL_TOPICS) });
    const res = await create('Model topics');
    expect(res.status).toBe(201);
    expect(res.body.data.topics).toEqual([
      { id: expect.any(String), name: 'Acme pricing', description: 'Price and plan changes at Acme', watchFor: ['price increase', 'new plan'], sources: [{ url: 'https://acme.example/pricing', lastContentHash: null, lastFetchedAt: null, render: 'auto', renderedWithBrowser: false }] },
      { id: expect.any(String), name: 'Acme hiring', description: 'Open roles at Acme', watchFor: ['engineering roles'], sources: [{ url: 'https://acme.example/careers', lastContentHash: null, lastFetchedAt: null, render: 'auto', renderedWithBrowser: false }] },
    ]);
    const [request] = openai.requests;
    expect(request).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-test-local', body: { model: 'vigil-test-model', response_format: { type: 'json_schema', json_schema: { name: 'project_topics', strict: true } } } });
    expect(request!.body.messages[1]!.content).toContain('Follow Acme, our main competitor');
    expect(request!.body.messages[1]!.content).toContain('We sell CRM software');
  });

  it('retries a slow answer with backoff and succeeds on a later attempt', async () => {
    openai.reply({ kind: 'content', content: JSON.stringify(MODEL_TOPICS), delayMs: 3_000 }, { kind: 'content', content: JSON.stringify(MODEL_TOPICS) });
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

  it('replays its own fresh history and the recorded one without non-determinism', async () => {
    openai.reply({ kind: 'content', content: JSON.stringify(MODEL_TOPICS) });
    const res = await create('Replayed');
    const handle = harness.temporal.workflow.getHandle(projectTopicsWorkflowId(res.body.data.id));
    await replayFreshAndRecorded(path.join(__dirname, 'histories'), 'generate-project-topics', await handle.fetchHistory(), handle.workflowId);
  });
});
