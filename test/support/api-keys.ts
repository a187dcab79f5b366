import type { Sequelize } from 'sequelize';
import type { SignedUpUser } from './users';

/** Every scope the API key and user routes need, so a key with them only fails for the reason under test. */
export const PERSONAL_SCOPES = ['api-keys:read', 'api-keys:write', 'api-keys:delete', 'user:read', 'user:write'];

export interface IssuedKey {
  id: string;
  key: string;
  name: string;
}

export interface ApiKeyFields {
  name?: string;
  scopes?: readonly string[];
  expiresIn?: number;
  metadata?: Record<string, unknown>;
}

/** Creates an API key for the user through the API (their session cookie); `key` is its secret. */
export async function createApiKey(user: SignedUpUser, fields: ApiKeyFields = {}): Promise<IssuedKey> {
  const res = await user.agent.post('/api/auth/api-key/create').send({ name: 'Test key', ...fields });
  if (res.status !== 201) throw new Error(`API key creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function disabledKey(user: SignedUpUser): Promise<IssuedKey> {
  const issued = await createApiKey(user, { scopes: PERSONAL_SCOPES });
  const res = await user.agent.post('/api/auth/api-key/update').send({ id: issued.id, enabled: false });
  if (res.status !== 200) throw new Error(`disabling the key failed: ${res.status} ${JSON.stringify(res.body)}`);
  return issued;
}

/** Expiry cannot be set in the past through the API, so the row is aged directly. */
export async function expiredKey(user: SignedUpUser, sequelize: Sequelize): Promise<IssuedKey> {
  const issued = await createApiKey(user, { scopes: PERSONAL_SCOPES, expiresIn: 3600 });
  await sequelize.query(`UPDATE api_keys SET expires_at = now() - interval '1 minute' WHERE id = :id`, { replacements: { id: issued.id } });
  return issued;
}
