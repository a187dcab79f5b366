import { asyncLocalStorage, log as activityLog } from '@temporalio/activity';
import { BadRequestError, type OpenAI } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';

/**
 * How the answer's shape is asked of the server: `json_schema` (structured outputs), `json_object`
 * (JSON mode, for OpenAI-compatible servers without structured outputs: Ollama, llama.cpp, vLLM
 * builds) or `text` (the schema in the prompt and the JSON taken out of the answer). The zod schema
 * validates the answer in every mode.
 */
export type CompletionMode = 'json_schema' | 'json_object' | 'text';

const MODES: readonly CompletionMode[] = ['json_schema', 'json_object', 'text'];

export interface StructuredRequest<S extends z.ZodType> {
  model: string;
  system: string;
  user: string;
  schema: S;
  /** The response format's name, e.g. `project_topics`. */
  name: string;
  /** Later turns of the conversation, after the user message: an earlier answer and why it was refused. */
  followUp?: ReadonlyArray<{ role: 'assistant' | 'user'; content: string }>;
}

/** `content` is the answer as the server sent it, for a follow-up turn. */
export type StructuredAnswer<S extends z.ZodType> =
  | { ok: true; data: z.output<S>; mode: CompletionMode; content: string }
  | { ok: false; problem: string; mode: CompletionMode; content: string };

export type ModeLog = (message: string, attributes: Record<string, unknown>) => void;

export interface StructuredCompletion {
  complete<S extends z.ZodType>(request: StructuredRequest<S>): Promise<StructuredAnswer<S>>;
}

/**
 * Chat completions with the strongest response format the server accepts. A 400 naming the response
 * format moves to the next mode, and the mode that worked is remembered for the client's lifetime, so
 * a local server costs one refused request, not one per call. Other errors are the caller's.
 */
export function createStructuredCompletion(client: OpenAI, logMode: ModeLog = logInActivity): StructuredCompletion {
  let firstMode = 0;
  let settled = false;
  return {
    async complete(request) {
      for (let index = firstMode; ; index += 1) {
        const mode = MODES[index]!;
        try {
          const content = await ask(client, request, mode);
          if (!settled || index !== firstMode)
            logMode(`chat completions answer in ${mode} mode`, { mode, model: request.model, format: request.name });
          firstMode = index;
          settled = true;
          return validate(request.schema, content, mode);
        } catch (error) {
          if (!refusesFormat(error) || index === MODES.length - 1) throw error;
          logMode('the server refused the response format; trying the next one', {
            refused: mode,
            model: request.model,
            format: request.name,
          });
        }
      }
    },
  };
}

async function ask<S extends z.ZodType>(
  client: OpenAI,
  { model, system, user, schema, name, followUp = [] }: StructuredRequest<S>,
  mode: CompletionMode,
): Promise<string | null> {
  const schemaText =
    mode === 'json_schema'
      ? ''
      : `\nAnswer with one JSON object only, matching this JSON Schema:\n${JSON.stringify(zodResponseFormat(schema, name).json_schema.schema)}`;
  const completion = await client.chat.completions.create({
    model,
    messages: [{ role: 'system', content: `${system}${schemaText}` }, { role: 'user', content: user }, ...followUp],
    ...(mode === 'json_schema' ? { response_format: zodResponseFormat(schema, name) } : {}),
    ...(mode === 'json_object' ? { response_format: { type: 'json_object' as const } } : {}),
  });
  const message = completion.choices[0]?.message;
  if (message?.refusal) throw new RefusedAnswerError(message.refusal);
  return message?.content ?? null;
}

/** The model declined to answer (structured outputs' `refusal`). */
export class RefusedAnswerError extends Error {
  constructor(reason: string) {
    super(`the model refused: ${reason}`);
    this.name = 'RefusedAnswerError';
  }
}

function validate<S extends z.ZodType>(schema: S, content: string | null, mode: CompletionMode): StructuredAnswer<S> {
  const answer = { mode, content: content ?? '' };
  if (!content) return { ok: false, problem: 'the answer is empty', ...answer };
  const json = parseJson(mode === 'text' ? extractJson(content) : content);
  if (json === undefined) return { ok: false, problem: 'the answer is not JSON', ...answer };
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    return { ok: false, problem: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '), ...answer };
  return { ok: true, data: parsed.data, ...answer };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON object in a free-text answer: a fenced block's content, else the outermost braces. */
export function extractJson(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const candidate = fenced ? fenced[1]! : text;
  const start = candidate.indexOf('{');
  const end = candidate.lastIndexOf('}');
  return start >= 0 && end > start ? candidate.slice(start, end + 1) : candidate.trim();
}

/** A 400 about the request's response format (servers word it differently; all name the field). */
function refusesFormat(error: unknown): boolean {
  if (!(error instanceof BadRequestError)) return false;
  const text = `${error.message} ${JSON.stringify(error.error ?? '')}`.toLowerCase();
  return /response_format|json_schema|json_object|structured|json mode|format/.test(text);
}

function logInActivity(message: string, attributes: Record<string, unknown>): void {
  if (asyncLocalStorage.getStore()) activityLog.info(message, attributes);
}
