import { SCOPES } from '../../domain/access/scopes';
import { nonBlankText, requireAnyOf, timestamp, uuidParam } from '../http/common-schemas';
import { z } from '../http/zod';

const MIN_EXPIRES_IN_SECONDS = 60;
const MAX_EXPIRES_IN_SECONDS = 5 * 365 * 86_400;
const METADATA_MAX_BYTES = 8 * 1024;

const nameField = nonBlankText(100);

const scopesField = z
  .array(z.enum(SCOPES, { error: `is not a known scope (known: ${SCOPES.join(', ')})` }))
  .min(1, 'must list at least one scope')
  .openapi({ description: 'Permission scopes; an API key may only grant scopes it holds itself' });

const metadataField = z
  .record(z.string(), z.unknown())
  .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= METADATA_MAX_BYTES, 'must be at most 8 KiB as JSON')
  .openapi({ description: 'Free-form object, at most 8 KiB as JSON' });

const keyIdField = uuidParam('API key id');

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    start: z.string().openapi({ description: 'First 8 and last 4 characters of the key', example: 'vgl_a1B2…x9Z0' }),
    createdAt: timestamp(),
    expiresAt: timestamp().nullable(),
    lastUsedAt: timestamp().nullable(),
    enabled: z.boolean(),
    scopes: z.array(z.enum(SCOPES)),
    metadata: z.record(z.string(), z.unknown()),
  })
  .openapi('ApiKey');

export const createApiKeyBody = z
  .object({
    name: nameField,
    expiresIn: z
      .number()
      .int('must be a whole number of seconds')
      .min(MIN_EXPIRES_IN_SECONDS, `must be at least ${MIN_EXPIRES_IN_SECONDS} seconds`)
      .max(MAX_EXPIRES_IN_SECONDS, 'must be at most 5 years')
      .optional()
      .openapi({ description: 'Lifetime in seconds; the key never expires when absent' }),
    scopes: scopesField
      .optional()
      .openapi({ description: 'Defaults to every read scope (narrowed to the calling key’s scopes when an API key calls)' }),
    metadata: metadataField.optional(),
  })
  .openapi('CreateApiKeyRequest');

export const createdApiKeySchema = z
  .object({
    key: z.string().openapi({ description: 'The full key: shown this once, never again' }),
    id: z.uuid(),
    name: z.string(),
  })
  .openapi('CreatedApiKey');

export const apiKeyIdQuery = z.object({ id: keyIdField });

export const updateApiKeyBody = z
  .object({
    id: keyIdField,
    name: nameField.optional(),
    enabled: z.boolean().optional(),
    scopes: scopesField.optional(),
    metadata: metadataField.optional().openapi({ description: 'Replaces the stored metadata as a whole' }),
  })
  .refine((body) => Object.keys(body).some((field) => field !== 'id'), 'must change at least one of name, enabled, scopes, metadata')
  .openapi('UpdateApiKeyRequest', requireAnyOf(['name', 'enabled', 'scopes', 'metadata']));

export const deleteApiKeyBody = z.object({ id: keyIdField }).openapi('DeleteApiKeyRequest');

export const deletedApiKeySchema = z.object({ success: z.literal(true) }).openapi('ApiKeyDeleted');
