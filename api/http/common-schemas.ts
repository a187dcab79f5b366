import { z } from './zod';

/** A stored timestamp; serialized as ISO 8601 UTC with milliseconds. No `type` override, so `.nullable()` stays documented. */
export const timestamp = () => z.date().openapi({ format: 'date-time', example: '2026-11-21T09:30:00.000Z' });

export const messageSchema = z.object({ message: z.string() }).openapi('Message');

export const uuidParam = (description: string) => z.uuid({ error: 'must be a UUID' }).openapi({ description });

export const organizationParams = z.object({ organizationId: uuidParam('Organization id') });

/** Documents a refinement that asks for at least one of the optional fields, so the schema states the rule it enforces. */
export const requireAnyOf = (fields: readonly string[]) => ({
  anyOf: fields.map((field) => ({ required: [field] })),
  description: `At least one of ${fields.join(', ')} must be given`,
});
