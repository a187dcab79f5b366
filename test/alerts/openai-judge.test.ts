import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { judgeBatch } from '../../domain/alerts/judge';
import { createOpenAiJudge } from '../../domain/alerts/openai-judge';

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
          choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: answer(request), refusal: null } }],
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

/** Answers like a model would: relevant when the diff mentions a price, malformed when it mentions "broken". */
function modelAnswer(request: ChatRequest): string {
  const prompt = request.messages.at(-1)!.content;
  if (prompt.includes('broken')) return 'Sorry, I cannot answer in JSON today.';
  if (prompt.includes('$25')) {
    return JSON.stringify({ summary: 'Acme raised the Pro plan from $20 to $25 a month.', relevant: true, matchedWatchFor: ['Price Increase', 'made-up entry'], importance: 'high' });
  }
  return JSON.stringify({ summary: 'The copyright year in the footer changed.', relevant: false, matchedWatchFor: [], importance: 'low' });
}

describe('the OpenAI change judge', () => {
  let server: Awaited<ReturnType<typeof startChatCompletionsServer>>;
  beforeAll(async () => {
    server = await startChatCompletionsServer(modelAnswer);
  });
  afterAll(() => server.stop());

  const judge = () => createOpenAiJudge({ apiKey: 'test-key', model: 'judge-model', baseUrl: server.baseUrl });

  it('asks for a structured judgement with the topic, its watch list and the diff', async () => {
    const judgement = await judge().judge(priceChange);
    expect(judgement).toEqual({ summary: 'Acme raised the Pro plan from $20 to $25 a month.', relevant: true, matchedWatchFor: ['price increase'], importance: 'high' });
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
    await expect(judge().judge(footerChange)).resolves.toEqual({ summary: 'The copyright year in the footer changed.', relevant: false, matchedWatchFor: [], importance: 'low' });
  });

  it('leaves a change unjudged when the model answers malformed, without failing the rest of the batch', async () => {
    const brokenChange = { ...footerChange, diff: '@@ -1 +1 @@\n-ok\n+broken' };
    const verdicts = await judgeBatch(judge(), [priceChange, brokenChange, footerChange]);
    expect(verdicts.map((verdict) => verdict.judged)).toEqual([true, false, true]);
    expect(verdicts[1]).toMatchObject({ judged: false, reason: expect.stringMatching(/could not be judged/) });
    expect(verdicts[2]).toMatchObject({ judged: true, judgement: { relevant: false } });
  });

  it('leaves a change unjudged when the service cannot be reached', async () => {
    const unreachable = createOpenAiJudge({ apiKey: 'test-key', model: 'judge-model', baseUrl: 'http://127.0.0.1:1/v1', timeoutMs: 2_000 });
    const [verdict] = await judgeBatch(unreachable, [priceChange]);
    expect(verdict).toMatchObject({ judged: false });
  });
});
