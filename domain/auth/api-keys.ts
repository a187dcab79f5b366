import { Op, type InferAttributes, type Transaction } from 'sequelize';
import { ApiKeyModel } from '../../models/auth';
import { recordAudit } from '../audit/audit-log';
import { DEFAULT_API_KEY_SCOPES, isScope, SCOPES, type Scope } from '../access/scopes';
import { ForbiddenError, NotFoundError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { hashToken, randomBase62 } from '../shared/secrets';
import type { CredentialStrength } from './credential-strength';
import type { Principal } from './principal';
import { requireProvenAddress } from './proven-address';
import { db } from '../../models/db';

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

interface KeyHolder {
  apiKeyId: string;
  strength: CredentialStrength;
  createdAt: Date;
  enabled: boolean;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  scopes: string[];
  userId: string;
  email: string;
  fullName: string;
  isActive: boolean;
}

/**
 * The principal behind an API key, or null when it is unknown, disabled, expired or its user disabled.
 * Every API-key request starts here: one statement, key and user joined (`db.rows` in models/db.ts says why plain SQL).
 */
export async function resolveApiKey(key: string): Promise<Principal | null> {
  if (!looksLikeApiKey(key)) return null;
  const [holder] = await db.rows<KeyHolder>(
    `SELECT k.id AS "apiKeyId", k.strength, k.created_at AS "createdAt", k.enabled, k.expires_at AS "expiresAt", k.last_used_at AS "lastUsedAt", k.scopes,
            u.id AS "userId", u.email, u.full_name AS "fullName", u.is_active AS "isActive"
       FROM api_keys k JOIN users u ON u.id = k.user_id
      WHERE k.key_hash = $1`,
    [hashToken(key)],
  );
  if (!holder?.enabled || !holder.isActive || (holder.expiresAt && holder.expiresAt.getTime() <= Date.now())) return null;
  await markUsed(holder.apiKeyId, holder.lastUsedAt);
  return {
    userId: holder.userId,
    email: holder.email,
    fullName: holder.fullName,
    credential: {
      kind: 'apiKey',
      apiKeyId: holder.apiKeyId,
      scopes: holder.scopes.filter(isScope) as Scope[],
      strength: holder.strength,
      issuedAt: holder.createdAt,
    },
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

/** The public form of an API key: never the key itself nor its hash. */
export interface ApiKey {
  id: string;
  name: string;
  start: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  enabled: boolean;
  scopes: Scope[];
  metadata: Record<string, unknown>;
}

export interface NewApiKey {
  name: string;
  /** Lifetime in seconds from now; no expiry when absent. */
  expiresIn?: number;
  scopes?: Scope[];
  metadata?: Record<string, unknown>;
}

export interface ApiKeyChanges {
  name?: string;
  enabled?: boolean;
  scopes?: Scope[];
  metadata?: Record<string, unknown>;
}

/**
 * Creates a key for the caller; the returned `key` is the only time the secret leaves the server.
 * The key keeps the strength of the credential that created it (a session's sign-in, or the parent
 * key's), which the organizations' sign-in policies are checked against, and a key created by a key
 * expires no later than its parent.
 */
export async function createApiKey(
  principal: Principal,
  input: NewApiKey,
  context: ActorContext,
): Promise<{ key: string; id: string; name: string }> {
  refuseApplicationTokens(principal);
  await requireProvenAddress(principal.userId, 'creating API keys');
  const scopes = input.scopes ? grantableScopes(principal, input.scopes) : defaultScopes(principal);
  const { key, start, keyHash } = generateApiKey();
  const id = newId();
  const requested = input.expiresIn === undefined ? null : new Date(Date.now() + input.expiresIn * 1000);
  const expiresAt = earliest(requested, await parentExpiry(principal));
  const { strength } = principal.credential;
  await db.transaction(async (transaction) => {
    await ApiKeyModel.create(
      { id, userId: principal.userId, name: input.name, keyHash, start, scopes, metadata: input.metadata ?? {}, strength, expiresAt },
      { transaction },
    );
    await recordAudit(
      {
        organizationId: null,
        action: 'api_key.created',
        resourceType: 'api_key',
        resourceId: id,
        metadata: { name: input.name, scopes, expiresAt },
      },
      context,
      transaction,
    );
  });
  return { key, id, name: input.name };
}

async function parentExpiry({ credential }: Principal): Promise<Date | null> {
  if (credential.kind !== 'apiKey') return null;
  const parent = await ApiKeyModel.findByPk(credential.apiKeyId, { attributes: ['expiresAt'], raw: true });
  return parent?.expiresAt ?? null;
}

function earliest(a: Date | null, b: Date | null): Date | null {
  if (!a || !b) return a ?? b;
  return a < b ? a : b;
}

export async function listApiKeys(userId: string): Promise<ApiKey[]> {
  const keys = await ApiKeyModel.findAll({
    where: { userId },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    raw: true,
  });
  return keys.map(toApiKey);
}

/** A key of this user; another user's key is as absent as a missing one. */
export async function getApiKey(userId: string, id: string): Promise<ApiKey> {
  return toApiKey(await findOwnKey(userId, id));
}

export async function updateApiKey(principal: Principal, id: string, changes: ApiKeyChanges, context: ActorContext): Promise<ApiKey> {
  refuseApplicationTokens(principal);
  const values = changes.scopes ? { ...changes, scopes: grantableScopes(principal, changes.scopes) } : changes;
  return db.transaction(async (transaction) => {
    requireHeldScopes(principal, await findOwnKey(principal.userId, id, transaction));
    const [, [updated]] = await ApiKeyModel.update(values, { where: { id, userId: principal.userId }, returning: true, transaction });
    if (!updated) throw new NotFoundError('API key');
    // Metadata is free-form and may hold anything, so the audit entry records only that it changed.
    const { metadata: _metadata, ...audited } = values;
    await recordAudit(
      {
        organizationId: null,
        action: 'api_key.updated',
        resourceType: 'api_key',
        resourceId: id,
        metadata: { changed: Object.keys(values), ...audited },
      },
      context,
      transaction,
    );
    return toApiKey(updated);
  });
}

/** Permanent: the key answers 401 from the next request on. */
export async function deleteApiKey(principal: Principal, id: string, context: ActorContext): Promise<void> {
  await db.transaction(async (transaction) => {
    const key = await findOwnKey(principal.userId, id, transaction);
    await ApiKeyModel.destroy({ where: { id, userId: principal.userId }, transaction });
    await recordAudit(
      { organizationId: null, action: 'api_key.deleted', resourceType: 'api_key', resourceId: id, metadata: { name: key.name } },
      context,
      transaction,
    );
  });
}

/** Ends every key of the user at once (a password reset, the first proof of the address); returns how many. */
export async function revokeUserApiKeys(userId: string, transaction: Transaction): Promise<number> {
  return ApiKeyModel.destroy({ where: { userId }, transaction });
}

/**
 * A key is a credential of its own, with its own lifetime: made or re-enabled with an application's
 * access token, it would outlive the grant (the app's removal, a password reset, the proof of the
 * address). Only a session or another key creates or changes keys; deleting one stays open to tokens.
 */
function refuseApplicationTokens({ credential }: Principal): void {
  if (credential.kind === 'accessToken')
    throw new ForbiddenError('API keys are created and changed with a signed-in session or an API key, not an application’s access token');
}

/** An API key may change only keys that hold no scope it lacks, or it could re-enable or rename its way to more power. */
function requireHeldScopes({ credential }: Principal, target: { scopes: string[] }): void {
  if (credential.kind === 'session') return;
  const excess = target.scopes.filter((scope) => !(credential.scopes as readonly string[]).includes(scope));
  if (excess.length > 0) throw new ForbiddenError(`This API key cannot change a key holding scopes it does not hold: ${excess.join(', ')}`);
}

/** A key never holds more than the credential that grants it: an API key may only pass on its own scopes. */
function grantableScopes(principal: Principal, requested: readonly Scope[]): Scope[] {
  const { credential } = principal;
  const excess = credential.kind !== 'session' ? requested.filter((scope) => !credential.scopes.includes(scope)) : [];
  if (excess.length > 0) throw new ForbiddenError(`This API key cannot grant scopes it does not hold: ${[...new Set(excess)].join(', ')}`);
  return canonical(requested);
}

function defaultScopes({ credential }: Principal): Scope[] {
  const defaults = canonical(DEFAULT_API_KEY_SCOPES);
  return credential.kind !== 'session' ? defaults.filter((scope) => credential.scopes.includes(scope)) : defaults;
}

/** Deduplicated, in the order of SCOPES, so equal grants always read the same. */
function canonical(scopes: readonly Scope[]): Scope[] {
  return SCOPES.filter((scope) => scopes.includes(scope));
}

async function findOwnKey(userId: string, id: string, transaction?: Transaction) {
  const key = await ApiKeyModel.findOne({
    where: { id, userId },
    raw: true,
    transaction,
    ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}),
  });
  if (!key) throw new NotFoundError('API key');
  return key;
}

function toApiKey(key: InferAttributes<ApiKeyModel>): ApiKey {
  return {
    id: key.id,
    name: key.name,
    start: key.start,
    createdAt: key.createdAt,
    expiresAt: key.expiresAt,
    lastUsedAt: key.lastUsedAt,
    enabled: key.enabled,
    scopes: key.scopes.filter(isScope),
    metadata: key.metadata,
  };
}
