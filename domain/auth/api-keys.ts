import { Op } from 'sequelize';
import { ApiKeyModel, UserModel } from '../../models/identity';
import { isScope, type Scope } from '../access/scopes';
import { hashToken, randomBase62 } from '../shared/secrets';
import type { Principal } from './principal';

export const API_KEY_PREFIX = 'vgl_';
const API_KEY_RANDOM_LENGTH = 40;
/** lastUsedAt is kept to the minute: a request writes only when the stored value is older than this. */
const LAST_USED_PRECISION_MS = 60_000;

export function generateApiKey(): { key: string; start: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${randomBase62(API_KEY_RANDOM_LENGTH)}`;
  return { key, start: `${key.slice(0, 8)}…${key.slice(-4)}`, keyHash: hashToken(key) };
}

export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && value.length === API_KEY_PREFIX.length + API_KEY_RANDOM_LENGTH;
}

/** The principal behind an API key, or null when it is unknown, disabled, expired or its user disabled. */
export async function resolveApiKey(key: string): Promise<Principal | null> {
  if (!looksLikeApiKey(key)) return null;
  const apiKey = await ApiKeyModel.findOne({ where: { keyHash: hashToken(key) }, raw: true });
  if (!apiKey?.enabled || (apiKey.expiresAt && apiKey.expiresAt.getTime() <= Date.now())) return null;
  const user = await UserModel.findByPk(apiKey.userId, { attributes: ['id', 'email', 'fullName', 'isActive'], raw: true });
  if (!user?.isActive) return null;
  await markUsed(apiKey.id, apiKey.lastUsedAt);
  return {
    userId: user.id,
    email: user.email,
    fullName: user.fullName,
    credential: { kind: 'apiKey', apiKeyId: apiKey.id, scopes: apiKey.scopes.filter(isScope) as Scope[] },
  };
}

async function markUsed(apiKeyId: string, lastUsedAt: Date | null): Promise<void> {
  if (lastUsedAt && Date.now() - lastUsedAt.getTime() < LAST_USED_PRECISION_MS) return;
  const staleBefore = new Date(Date.now() - LAST_USED_PRECISION_MS);
  await ApiKeyModel.update(
    { lastUsedAt: new Date() },
    { where: { id: apiKeyId, [Op.or]: [{ lastUsedAt: null }, { lastUsedAt: { [Op.lt]: staleBefore } }] }, silent: true },
  );
}
