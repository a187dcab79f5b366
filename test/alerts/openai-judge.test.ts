import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { judgeBatch } from '../../domain/alerts/judge';
import { judgeOffline } from '../../domain/alerts/offline-judge';
import { createModelJudge } from '../../domain/alerts/model-judge';
import { createOpenAiModel } from '../../integrations/openai/model';

interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format: { type: string; json_schema: { name: string; strict: boolean } };
}

/** A local server speaking the chat-completions wire format; `answer` decides the assistant's content per request. */
async function startChatCompletionsServer(answer: (request: ChatRequest) => string) {
  const requests: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions' || req.headers.authorization !== 'Bearer test-key') {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(body) as ChatRequest;
      requests.push(request);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.model,
          choices: [
            { index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: answer(request), refusal: null } },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const topic = { name: 'Competitor pricing', description: 'What Acme charges', watchFor: ['price increase', 'free trial'] };
const priceChange = { topic, sourceUrl: 'https://acme.example/pricing', diff: '@@ -1 +1 @@\n-Pro: $20\n+Pro: $25 from 1 January' };
const footerChange = { topic, sourceUrl: 'https://acme.example/about', diff: '@@ -1 +1 @@\n-© 2025 Acme\n+© 2026 Acme' };

const trialChange = {
  topic,
  sourceUrl: 'https://acme.example/trial',
  diff: '@@ -1 +1 @@\n-Try Pro free for 14 days\n+Try Pro free for 30 days',
};
const fabricatingChange = { topic, sourceUrl: 'https://acme.example/plans', diff: '@@ -1 +1 @@\n-Team: $40\n+Team: $45 per seat' };

/**
 * Answers like a model would: relevant when the diff mentions a price, malformed when it mentions
 * "broken"; for the trial page it first quotes text that is not in the diff and, told so, quotes it
 * right; for the plans page it makes its quote up every time.
 */
function modelAnswer(request: ChatRequest): string {
  const prompt = request.messages[1]!.content;
  const retried = request.messages.length > 2;
  if (prompt.includes('broken')) return 'Sorry, I cannot answer in JSON today.';
  if (prompt.includes('Try Pro free')) {
    const quote = retried ? 'Try Pro free for 30 days' : 'Free trial extended to a full month';
    return JSON.stringify({
      summary: 'The free trial went from 14 to 30 days.',
      relevant: true,
      matchedWatchFor: ['free trial'],
      importance: 'medium',
      evidence: [{ watchFor: 'free trial', quote }],
    });
  }
  if (prompt.includes('Team: $45')) {
    return JSON.stringify({
      summary: 'Team went up to $45.',
      relevant: true,
      matchedWatchFor: ['price increase'],
      importance: 'high',
      evidence: [{ watchFor: 'price increase', quote: 'Team plan now costs $45, up 12.5%' }],
    });
  }
  if (prompt.includes('$25')) {
    return JSON.stringify({
      summary: 'Acme raised the Pro plan from $20 to $25 a month.',
      relevant: true,
      matchedWatchFor: ['Price Increase', 'made-up entry'],
      importance: 'high',
      evidence: [
        { watchFor: 'price increase', quote: 'Pro: $25   from 1 January' },
        { watchFor: 'made-up entry', quote: 'anything' },
      ],
    });
  }
  return JSON.stringify({
    summary: 'The copyright year in the footer changed.',
    relevant: false,
    matchedWatchFor: [],
    importance: 'low',
    evidence: [],
  });
}

describe('the OpenAI change judge', () => {
  let server: Awaited<ReturnType<typeof startChatCompletionsServer>>;
  beforeAll(async () => {
    server = await startChatCompletionsServer(modelAnswer);
  });
  afterAll(() => server.stop());

  const judge = () =>
    createModelJudge(
      createOpenAiModel({ apiKey: 'test-key', model: 'judge-model', baseUrl: server.baseUrl, timeoutMs: 30_000 }, 'judging'),
    );

  it('asks for a structured judgement with the topic, its watch list and the diff', async () => {
    const judgement = await judge().judge(priceChange);
    expect(judgement).toEqual({
      summary: 'Acme raised the Pro plan from $20 to $25 a month.',
      relevant: true,
      matchedWatchFor: ['price increase'],
      importance: 'high',
      evidence: [{ watchFor: 'price increase', quote: 'Pro: $25   from 1 January' }],
    });
    const request = server.requests.at(-1)!;
    expect(request.model).toBe('judge-model');
    expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'change_judgement', strict: true } });
    const prompt = request.messages.at(-1)!.content;
    expect(prompt).toContain('Topic: Competitor pricing');
    expect(prompt).toContain('Watch for: "price increase", "free trial"');
    expect(prompt).toContain('Page: https://acme.example/pricing');
    expect(prompt).toContain('+Pro: $25 from 1 January');
  });

  it('passes on a change the model finds irrelevant', async () => {
    await expect(judge().judge(footerChange)).resolves.toEqual({
      summary: 'The copyright year in the footer changed.',
      relevant: false,
      matchedWatchFor: [],
      importance: 'low',
      evidence: [],
    });
  });

  it('rejects a judgement whose quote is not in the diff and asks once more, telling the model why', async () => {
    const before = server.requests.length;
    const judgement = await judge().judge(trialChange);
    expect(judgement).toMatchObject({
      relevant: true,
      matchedWatchFor: ['free trial'],
      evidence: [{ watchFor: 'free trial', quote: 'Try Pro free for 30 days' }],
    });
    const asked = server.requests.slice(before);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.messages.at(-2)).toMatchObject({
      role: 'assistant',
      content: expect.stringContaining('Free trial extended to a full month'),
    });
    expect(asked[1]!.messages.at(-1)!.content).toMatch(
      /rejected: the quote "Free trial extended to a full month" for "free trial" is not in the changed lines/,
    );
  });

  it('uses the offline judgement when the model makes its quote up twice', async () => {
    const before = server.requests.length;
    const judgement = await judge().judge(fabricatingChange);
    expect(server.requests.length - before).toBe(2);
    expect(judgement).toEqual(judgeOffline(fabricatingChange));
    expect(judgement.evidence.map((entry) => entry.quote)).not.toContain('Team plan now costs $45, up 12.5%');
  });

  it('leaves a change unjudged when the model answers malformed, without failing the rest of the batch', async () => {
    const brokenChange = { ...footerChange, diff: '@@ -1 +1 @@\n-ok\n+broken' };
    const verdicts = await judgeBatch(judge(), [priceChange, brokenChange, footerChange]);
    expect(verdicts.map((verdict) => verdict.judged)).toEqual([true, false, true]);
    expect(verdicts[1]).toMatchObject({ judged: false, reason: expect.stringMatching(/could not be judged/) });
    expect(verdicts[2]).toMatchObject({ judged: true, judgement: { relevant: false } });
  });

  it('leaves a change unjudged when the service cannot be reached', async () => {
    const unreachable = createModelJudge(
      createOpenAiModel({ apiKey: 'test-key', model: 'judge-model', baseUrl: 'http://127.0.0.1:1/v1', timeoutMs: 2_000 }, 'judging'),
    );
    const [verdict] = await judgeBatch(unreachable, [priceChange]);
    expect(verdict).toMatchObject({ judged: false });
  });

  it('leaves what is not judged within the batch’s budget unjudged, as timed out, and answers at the deadline', async () => {
    const slow = createModelJudge(
      createOpenAiModel({ apiKey: 'test-key', model: 'judge-model', baseUrl: server.baseUrl, timeoutMs: 30_000 }, 'judging'),
    );
    const stalled = {
      judge: (change: typeof priceChange) => (change === footerChange ? new Promise<never>(() => {}) : slow.judge(change)),
    };
    const started = Date.now();
    const verdicts = await judgeBatch(stalled, [priceChange, footerChange, priceChange, priceChange], { concurrency: 1, budgetMs: 1_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(verdicts[0]).toMatchObject({ judged: true });
    expect(verdicts.slice(1)).toEqual([
      { judged: false, reason: 'judging timed out' },
      { judged: false, reason: 'judging timed out' },
      { judged: false, reason: 'judging timed out' },
    ]);
  });
});
