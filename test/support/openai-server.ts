import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers one chat-completions request. */
export type OpenAiReply = { kind: 'content'; content: string; delayMs?: number } | { kind: 'status'; status: number; delayMs?: number };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean } };
  };
}

/**
 * A local HTTP server speaking the OpenAI chat-completions wire format. Replies are taken from a queue
 * in order; the last one repeats once the queue is down to it.
 */
export async function startOpenAiServer() {
  let replies: OpenAiReply[] = [];
  /** When set, answers each request by its content instead of from the queue. */
  let choose: ((request: RecordedRequest) => OpenAiReply) | null = null;
  /** Response formats answered with 400, as servers without structured outputs (or JSON mode) do. */
  let refusedFormats: string[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw || '{}') });
      const format = requests.at(-1)!.body.response_format?.type;
      if (format && refusedFormats.includes(format))
        return send(res, 400, {
          error: { message: `response_format type ${format} is not supported`, type: 'invalid_request_error', param: 'response_format' },
        });
      const reply = choose ? choose(requests.at(-1)!) : replies.length > 1 ? replies.shift()! : replies[0];
      if (!reply) return send(res, 500, { error: { message: 'no reply queued', type: 'server_error' } });
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (res.destroyed) return;
        if (reply.kind === 'status')
          send(res, reply.status, { error: { message: `status ${reply.status}`, type: 'invalid_request_error' } });
        else send(res, 200, completion(requests.at(-1)!.body.model, reply.content));
      }, reply.delayMs ?? 0);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(...next: OpenAiReply[]) {
      replies = next;
      choose = null;
      requests.length = 0;
    },
    /** Answers every request by what it asks: a model that fails on some inputs and not on others. */
    replyBy(chooser: (request: RecordedRequest) => OpenAiReply) {
      choose = chooser;
      requests.length = 0;
    },
    refuseFormats(...formats: string[]) {
      refusedFormats = formats;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OpenAiServer = Awaited<ReturnType<typeof startOpenAiServer>>;

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
