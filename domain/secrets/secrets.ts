import { UniqueConstraintError, type Transaction } from 'sequelize';
import { OrganizationSecretModel } from '../../models/secrets';
import { recordAudit } from '../audit/audit-log';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { decryptSecret, encryptSecret } from '../shared/secrets';
import { SECRET_NAME_PATTERN } from '../monitoring/sign-in/settings';
import { db } from '../../models/db';

/**
 * An organization's named secrets (passwords, tokens, cookie values) that its sources' sign-in settings
 * refer to as `{{secret:NAME}}`. Values are sealed with SECRET_KEY (as SSO client secrets are), never
 * returned, never written to audit metadata; only the worker opens them, at fetch time.
 */
export interface SecretSummary {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface SecretDependencies {
  secretKey: string;
}

const summary = (row: OrganizationSecretModel | SecretSummary): SecretSummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export async function listSecrets(organizationId: string): Promise<SecretSummary[]> {
  const rows = await OrganizationSecretModel.findAll({
    where: { organizationId },
    attributes: ['id', 'name', 'createdAt', 'updatedAt'],
    order: [['name', 'ASC']],
    raw: true,
  });
  return rows.map(summary);
}

export async function createSecret(
  organizationId: string,
  input: { name: string; value: string },
  { secretKey }: SecretDependencies,
  context: ActorContext,
): Promise<SecretSummary> {
  return db
    .transaction(async (transaction) => {
      const row = await OrganizationSecretModel.create(
        {
          id: newId(),
          organizationId,
          name: input.name,
          valueSealed: encryptSecret(input.value, secretKey),
          createdByUserId: context.principal?.userId ?? null,
        },
        { transaction },
      );
      await audit(organizationId, 'secret.created', row.id, input.name, context, transaction);
      return summary(row);
    })
    .catch((error: unknown) => {
      if (error instanceof UniqueConstraintError)
        throw ValidationError.single('name', 'is already taken by another secret; replace its value with PUT instead');
      throw error;
    });
}

/** Replaces the value (a changed password); sources using it sign in with the new one on their next run. */
export async function replaceSecret(
  organizationId: string,
  name: string,
  value: string,
  { secretKey }: SecretDependencies,
  context: ActorContext,
): Promise<SecretSummary> {
  return db.transaction(async (transaction) => {
    const row = await findForUpdate(organizationId, name, transaction);
    await row.update({ valueSealed: encryptSecret(value, secretKey), updatedAt: new Date() }, { transaction });
    await audit(organizationId, 'secret.replaced', row.id, name, context, transaction);
    return summary(row);
  });
}

/** Refused while a source of the organization refers to it: the source would fail to sign in at its next run. */
export async function deleteSecret(organizationId: string, name: string, context: ActorContext): Promise<void> {
  await db.transaction(async (transaction) => {
    const row = await findForUpdate(organizationId, name, transaction);
    const users = await sourcesUsing(organizationId, name, transaction);
    if (users > 0)
      throw new ConflictError(`The secret ${name} is used by ${users} source${users === 1 ? '' : 's'}; remove it from them first`);
    await row.destroy({ transaction });
    await audit(organizationId, 'secret.deleted', row.id, name, context, transaction);
  });
}

/** The names among `names` that the organization has no secret for. */
export async function missingSecrets(organizationId: string, names: string[], transaction?: Transaction): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await OrganizationSecretModel.findAll({
    where: { organizationId, name: names },
    attributes: ['name'],
    raw: true,
    transaction,
  });
  const found = new Set(rows.map((row) => row.name));
  return names.filter((name) => !found.has(name));
}

/**
 * Opens the named secrets; only the workers call this, at fetch time. Names without a secret, or whose
 * value does not open (sealed under another SECRET_KEY), are absent from the map.
 */
export async function openSecrets(organizationId: string, names: string[], secretKey: string): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await OrganizationSecretModel.findAll({
    where: { organizationId, name: names },
    attributes: ['name', 'valueSealed'],
    raw: true,
  });
  return new Map(
    rows.flatMap((row) => {
      try {
        return [[row.name, decryptSecret(row.valueSealed, secretKey)] as const];
      } catch {
        return [];
      }
    }),
  );
}

/** A name no secret can have is not looked up: it is not found, whatever bytes it holds. */
async function findForUpdate(organizationId: string, name: string, transaction: Transaction): Promise<OrganizationSecretModel> {
  const row = SECRET_NAME_PATTERN.test(name)
    ? await OrganizationSecretModel.findOne({ where: { organizationId, name }, transaction, lock: transaction.LOCK.UPDATE })
    : null;
  if (!row) throw new NotFoundError('Secret');
  return row;
}

async function sourcesUsing(organizationId: string, name: string, transaction: Transaction): Promise<number> {
  const [row] = await db.select<{ count: number }>(
    `SELECT count(*)::int AS count FROM sources s JOIN projects p ON p.id = s.project_id
      WHERE p.organization_id = :organizationId AND (strpos(s.headers::text, :reference) > 0 OR strpos(s.steps::text, :reference) > 0)`,
    { replacements: { organizationId, reference: `{{secret:${name}}}` }, transaction },
  );
  return row!.count;
}

/** The name is recorded; the value never is. */
function audit(organizationId: string, action: string, id: string, name: string, context: ActorContext, transaction: Transaction) {
  return recordAudit({ organizationId, action, resourceType: 'secret', resourceId: id, metadata: { name } }, context, transaction);
}
