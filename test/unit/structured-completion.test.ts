import OpenAI from 'openai';
import { z } from 'zod';
import { createModelJudge } from '../../domain/alerts/model-judge';
import { createOpenAiModel } from '../../integrations/openai/model';
import { createStructuredCompletion, extractJson } from '../../integrations/openai/structured-completion';
import { startOpenAiServer, type OpenAiServer } from '../support/openai-server';

const answerSchema = z.object({ colour: z.enum(['red', 'green']), count: z.number().int() });
const request = {
  model: 'local-model',
  system: 'You count things.',
  user: 'How many red apples?',
  schema: answerSchema,
  name: 'apple_count',
};

describe('structured chat completions against servers with and without structured outputs', () => {
  let server: OpenAiServer;
  beforeAll(async () => {
    server = await startOpenAiServer();
  });
  afterAll(() => server.stop());
  beforeEach(() => server.refuseFormats());

  const client = () => new OpenAI({ apiKey: 'local', baseURL: server.baseUrl, maxRetries: 0 });

  it('asks for json_schema first and validates the answer with the zod schema', async () => {
    server.reply({ kind: 'content', content: '{"colour":"red","count":3}' });
    const logged: string[] = [];
    const answer = await createStructuredCompletion(client(), (message) => logged.push(message)).complete(request);
    expect(answer).toEqual({ ok: true, data: { colour: 'red', count: 3 }, mode: 'json_schema', content: expect.any(String) });
    expect(server.requests.map((sent) => sent.body.response_format?.type)).toEqual(['json_schema']);
    expect(logged).toEqual(['chat completions answer in json_schema mode']);
  });

  it('falls back to JSON mode when json_schema is refused, says so in the log, and stays there', async () => {
    server.refuseFormats('json_schema');
    server.reply({ kind: 'content', content: '{"colour":"green","count":1}' });
    const logged: Array<[string, Record<string, unknown>]> = [];
    const completions = createStructuredCompletion(client(), (message, attributes) => logged.push([message, attributes]));
    expect(await completions.complete(request)).toEqual({
      ok: true,
      data: { colour: 'green', count: 1 },
      mode: 'json_object',
      content: expect.any(String),
    });
    expect(await completions.complete(request)).toMatchObject({ ok: true, mode: 'json_object', content: expect.any(String) });
    expect(server.requests.map((sent) => sent.body.response_format?.type)).toEqual(['json_schema', 'json_object', 'json_object']);
    expect(server.requests[1]!.body.messages[0]!.content).toContain('"colour"');
    expect(logged.map(([message]) => message)).toEqual([
      'the server refused the response format; trying the next one',
      'chat completions answer in json_object mode',
    ]);
    expect(logged[0]![1]).toMatchObject({ refused: 'json_schema', model: 'local-model', format: 'apple_count' });
  });

  it('takes the JSON out of a plain-text answer when JSON mode is refused too, and reports an invalid one as a problem', async () => {
    server.refuseFormats('json_schema', 'json_object');
    server.reply(
      { kind: 'content', content: 'Sure! ```json\n{"colour":"red","count":2}\n``` Hope that helps.' },
      { kind: 'content', content: '{"colour":"blue","count":2}' },
    );
    const completions = createStructuredCompletion(client(), () => undefined);
    expect(await completions.complete(request)).toEqual({
      ok: true,
      data: { colour: 'red', count: 2 },
      mode: 'text',
      content: expect.any(String),
    });
    expect(await completions.complete(request)).toEqual({
      ok: false,
      problem: expect.stringContaining('colour'),
      mode: 'text',
      content: expect.any(String),
    });
    expect(server.requests.map((sent) => sent.body.response_format?.type)).toEqual(['json_schema', 'json_object', undefined, undefined]);
  });

  it('passes on errors that are not about the response format', async () => {
    server.reply({ kind: 'status', status: 401 });
    await expect(createStructuredCompletion(client(), () => undefined).complete(request)).rejects.toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
  });

  it('judges changes through JSON mode on a server without structured outputs', async () => {
    server.refuseFormats('json_schema');
    server.reply({
      kind: 'content',
      content: JSON.stringify({
        summary: 'The Pro plan went from $20 to $25.',
        relevant: true,
        matchedWatchFor: ['price increase'],
        importance: 'high',
        evidence: [{ watchFor: 'price increase', quote: 'Pro: $25' }],
      }),
    });
    const judge = createModelJudge(
      createOpenAiModel({ apiKey: 'local', model: 'local-model', baseUrl: server.baseUrl, timeoutMs: 30_000 }, 'judging'),
    );
    const judgement = await judge.judge({
      topic: { name: 'Pricing', description: null, watchFor: ['price increase'] },
      sourceUrl: 'https://acme.example/pricing',
      diff: '-Pro: $20\n+Pro: $25',
    });
    expect(judgement).toMatchObject({
      relevant: true,
      matchedWatchFor: ['price increase'],
      importance: 'high',
      evidence: [{ watchFor: 'price increase', quote: 'Pro: $25' }],
    });
    expect(server.requests.map((sent) => sent.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
  });

  it('finds the JSON object in free text', () => {
    expect(extractJson('Here: {"a": {"b": 1}} done')).toBe('{"a": {"b": 1}}');
    expect(extractJson('```json\n{"a":1}\n```')).toBe('{"a":1}');
  });
});
