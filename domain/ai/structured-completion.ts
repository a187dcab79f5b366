import type { z } from 'zod';

/**
 * How the answer's shape is asked of the server: `json_schema` (structured outputs), `json_object`
 * (JSON mode, for OpenAI-compatible servers without structured outputs: Ollama, llama.cpp, vLLM
 * builds) or `text` (the schema in the prompt and the JSON taken out of the answer). The zod schema
 * validates the answer in every mode.
 */
export type CompletionMode = 'json_schema' | 'json_object' | 'text';

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

export interface StructuredCompletion {
  complete<S extends z.ZodType>(request: StructuredRequest<S>): Promise<StructuredAnswer<S>>;
}

/** The model declined to answer (structured outputs' `refusal`). */
export class RefusedAnswerError extends Error {
  constructor(reason: string) {
    super(`the model refused: ${reason}`);
    this.name = 'RefusedAnswerError';
  }
}

/** A chat model the domain asks for structured answers (the integrations layer's openai fills it when a key is configured). */
export interface LanguageModel {
  /** The model's name, sent with every request. */
  name: string;
  completions: StructuredCompletion;
}
