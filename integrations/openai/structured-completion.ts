import { asyncLocalStorage, log as activityLog } from '@temporalio/activity';
import { BadRequestError, type OpenAI } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import {
  RefusedAnswerError,
  type CompletionMode,
  type StructuredAnswer,
  type StructuredCompletion,
  type StructuredRequest,
} from '../../domain/ai/structured-completion';

const MODES: readonly CompletionMode[] = ['json_schema', 'json_object', 'text'];

export type ModeLog = (message: string, attributes: Record<string, unknown>) => void;

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
