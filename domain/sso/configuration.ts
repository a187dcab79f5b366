import { DomainModel } from '../../models/domains';
import { SsoConfigurationModel, type SsoProvider } from '../../models/sso';
import { OrganizationModel } from '../../models/organizations';
import { recordAudit } from '../audit/audit-log';
import { NotFoundError } from '../shared/errors';
import type { ActorContext } from '../shared/request-context';
import { encryptSecret } from '../shared/secrets';
import { db } from '../../models/db';

export interface SsoConfiguration {
  enabled: boolean;
  provider: SsoProvider;
  /** The organization's first verified domain: who may sign in this way. Null until one is verified. */
  domain: string | null;
  issuerUrl: string;
  /** Abbreviated: enough to recognise, not to copy. */
  clientId: string;
}

export interface SsoConfigurationInput {
  provider: SsoProvider;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

export async function getSsoConfiguration(organizationId: string): Promise<SsoConfiguration> {
  const row = await SsoConfigurationModel.findByPk(organizationId, { raw: true });
  if (!row) throw new NotFoundError('SSO configuration');
  const domain = await DomainModel.findOne({
    where: { organizationId, status: 'verified' },
    order: [['verifiedAt', 'ASC']],
    attributes: ['domain'],
    raw: true,
  });
  return {
    enabled: true,
    provider: row.provider,
    domain: domain?.domain ?? null,
    issuerUrl: row.issuerUrl,
    clientId: abbreviate(row.clientId),
  };
}

/** Creates or replaces the configuration; the client secret is sealed with SECRET_KEY and never returned. */
export async function saveSsoConfiguration(
  organizationId: string,
  input: SsoConfigurationInput,
  deps: { secretKey: string },
  context: ActorContext,
): Promise<SsoConfiguration> {
  await db.transaction(async (transaction) => {
    const existing = await SsoConfigurationModel.findByPk(organizationId, { transaction, lock: transaction.LOCK.UPDATE, raw: true });
    const values = {
      organizationId,
      provider: input.provider,
      issuerUrl: input.issuerUrl,
      clientId: input.clientId,
      clientSecretSealed: encryptSecret(input.clientSecret, deps.secretKey),
    };
    await SsoConfigurationModel.upsert(values, { transaction });
    await OrganizationModel.update({ ssoEnabled: true }, { where: { id: organizationId }, transaction });
    const metadata = { provider: input.provider, issuerUrl: input.issuerUrl, clientId: abbreviate(input.clientId) };
    await recordAudit(
      {
        organizationId,
        action: existing ? 'sso.updated' : 'sso.configured',
        resourceType: 'sso_configuration',
        resourceId: organizationId,
        metadata,
      },
      context,
      transaction,
    );
  });
  return getSsoConfiguration(organizationId);
}

export async function deleteSsoConfiguration(organizationId: string, context: ActorContext): Promise<void> {
  await db.transaction(async (transaction) => {
    const removed = await SsoConfigurationModel.destroy({ where: { organizationId }, transaction });
    if (removed === 0) throw new NotFoundError('SSO configuration');
    await OrganizationModel.update({ ssoEnabled: false }, { where: { id: organizationId }, transaction });
    await recordAudit(
      { organizationId, action: 'sso.removed', resourceType: 'sso_configuration', resourceId: organizationId },
      context,
      transaction,
    );
  });
}

/**
 * `0oa1b2c3d4e5f6g7` → `0oa1…f6g7`; short ids show only their first characters. Counted in code points,
 * so an emoji at a cut is kept or left out whole: half of one is text no jsonb audit entry can hold.
 */
export function abbreviate(clientId: string): string {
  const characters = Array.from(clientId);
  const text = (from: number, to?: number) => characters.slice(from, to).join('');
  return characters.length > 12 ? `${text(0, 4)}…${text(-4)}` : `${text(0, Math.min(4, Math.floor(characters.length / 2)))}…`;
}
