import type { Response } from 'express';
import type { ErrorCode, FieldError } from '../../domain/shared/errors';
import { z } from './zod';

export interface PageMeta {
  total: number;
  offset: number;
  limit: number;
  hasMore: boolean;
}

export interface Envelope<T> {
  success: boolean;
  status: number;
  code: 'OK' | ErrorCode;
  message: string;
  data: T;
  meta?: Record<string, unknown>;
}

export function sendSuccess<T>(res: Response, status: number, data: T, message = 'OK', meta?: object): void {
  const body: Envelope<T> = { success: true, status, code: 'OK', message, data, ...(meta ? { meta: { ...meta } } : {}) };
  res.status(status).json(body);
}

/** The success envelope around `data` given as JSON text produced piece by piece, for streamed answers. */
export async function* streamedEnvelope(data: AsyncIterable<string>, message = 'OK'): AsyncGenerator<string> {
  yield `{"success":true,"status":200,"code":"OK","message":${JSON.stringify(message)},"data":`;
  yield* data;
  yield '}';
}

export function sendError(
  res: Response,
  status: number,
  code: ErrorCode,
  message: string,
  { errors, data = null }: { errors?: FieldError[]; data?: unknown } = {},
): void {
  const body: Envelope<unknown> = { success: false, status, code, message, data, ...(errors ? { meta: { errors } } : {}) };
  res.status(status).json(body);
}

export const pageMetaSchema = z
  .object({ total: z.number().int(), offset: z.number().int(), limit: z.number().int(), hasMore: z.boolean() })
  .openapi('PageMeta');

export const fieldErrorSchema = z
  .object({ field: z.string(), error: z.string(), location: z.enum(['body', 'query', 'params']) })
  .openapi('FieldError');

export function envelopeSchema<T extends z.ZodType>(data: T, meta?: z.ZodType) {
  return z.object({
    success: z.literal(true),
    status: z.number().int(),
    code: z.literal('OK'),
    message: z.string(),
    data,
    ...(meta ? { meta } : {}),
  });
}

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    status: z.number().int(),
    code: z.string().openapi({ example: 'VALIDATION_ERROR' }),
    message: z.string(),
    data: z.null(),
    meta: z.object({ errors: z.array(fieldErrorSchema) }).optional(),
  })
  .openapi('ErrorEnvelope');
