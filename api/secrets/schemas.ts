import { SECRET_NAME_PATTERN } from '../../domain/monitoring/sign-in/settings';
import { organizationParams, timestamp } from '../http/common-schemas';
import { z } from '../http/zod';

const nameField = z
  .string()
  .regex(SECRET_NAME_PATTERN, 'must start with a letter and hold only letters, digits and _ (at most 64)')
  .openapi({ description: 'How sources refer to it: `{{secret:NAME}}`', example: 'PORTAL_PASSWORD' });

const valueField = z.string().min(1, 'must not be empty').max(4_000, 'must be at most 4000 characters').openapi({
  description: 'The password, token or cookie value; stored sealed and never returned',
  example: 'correct horse battery staple',
});

/** Any text: a name no secret can have is simply not found (404), like an id of nothing. */
export const secretParams = organizationParams.extend({
  name: z.string().max(200, 'must be at most 200 characters').openapi({ description: 'The secret’s name', example: 'PORTAL_PASSWORD' }),
});

export const createSecretBody = z.object({ name: nameField, value: valueField }).openapi('CreateSecretRequest');
export const replaceSecretBody = z.object({ value: valueField }).openapi('ReplaceSecretRequest');

export const secretSchema = z
  .object({ id: z.uuid(), name: z.string(), createdAt: timestamp(), updatedAt: timestamp() })
  .openapi('Secret', { description: 'A named secret of the organization; its value is never returned' });
