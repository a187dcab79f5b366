import { z } from './zod';

/** A stored timestamp; serialized as ISO 8601 UTC with milliseconds. */
export const timestamp = () => z.date().openapi({ type: 'string', format: 'date-time', example: '2026-11-21T09:30:00.000Z' });

export const messageSchema = z.object({ message: z.string() }).openapi('Message');

export const uuidParam = (description: string) => z.uuid({ error: 'must be a UUID' }).openapi({ description });

export const organizationParams = z.object({ organizationId: uuidParam('Organization id') });
