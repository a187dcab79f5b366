import type { InferAttributes, Transaction } from 'sequelize';
import { OAuthApplicationModel, OAuthPayloadModel } from '../../models/oauth';
import { SCOPES, type Scope } from '../access/scopes';
import { recordAudit } from '../audit/audit-log';
import { NotFoundError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { hashToken, randomBase62 } from '../shared/secrets';
import { db } from '../../models/db';

/** An application an organization registered, as its owners and admins see it (never its secret). */
export interface OAuthApplication {
  id: string;
  organizationId: string;
  clientId: string;
  name: string;
  redirectUris: string[];
  scopes: Scope[];
  public: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface CreatedOAuthApplication extends OAuthApplication {
  /** A confidential application's secret, returned at creation only (stored as its hash). */
  clientSecret?: string;
}

export interface OAuthApplicationInput {
  name: string;
  redirectUris: string[];
  scopes: Scope[];
  public?: boolean;
}

export type OAuthApplicationChanges = Partial<Omit<OAuthApplicationInput, 'public'>>;

type ApplicationRow = InferAttributes<OAuthApplicationModel>;

export async function createOAuthApplication(
  organizationId: string,
  input: OAuthApplicationInput,
  context: ActorContext,
): Promise<CreatedOAuthApplication> {
  const isPublic = input.public ?? false;
  const clientSecret = isPublic ? undefined : `vcs_${randomBase62(48)}`;
  return db.transaction(async (transaction) => {
    const row = await OAuthApplicationModel.create(
      {
        id: newId(),
        clientId: `vci_${randomBase62(24)}`,
        organizationId,
        createdByUserId: context.principal?.userId ?? null,
        registration: 'organization',
        name: input.name,
        redirectUris: unique(input.redirectUris),
        scopes: canonical(input.scopes),
        public: isPublic,
        clientSecretHash: clientSecret ? hashToken(clientSecret) : null,
      },
      { transaction },
    );
    const application = toApplication(row.get({ plain: true }));
    await recordAudit(
      {
        organizationId,
        action: 'oauth_app.created',
        resourceType: 'oauth_app',
        resourceId: application.id,
        metadata: {
          name: application.name,
          clientId: application.clientId,
          redirectUris: application.redirectUris,
          scopes: application.scopes,
          public: isPublic,
        },
      },
      context,
      transaction,
    );
    return clientSecret ? { ...application, clientSecret } : application;
  });
}

export async function listOAuthApplications(organizationId: string): Promise<OAuthApplication[]> {
  const rows = await OAuthApplicationModel.findAll({
    where: { organizationId, registration: 'organization' },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    raw: true,
  });
  return rows.map(toApplication);
}

export async function getOAuthApplication(organizationId: string, applicationId: string): Promise<OAuthApplication> {
  return toApplication(await findApplicationRow(organizationId, applicationId));
}

/** Narrowed scopes apply at once: tokens already issued are limited to the application's scopes on every request. */
export async function updateOAuthApplication(
  organizationId: string,
  applicationId: string,
  changes: OAuthApplicationChanges,
  context: ActorContext,
): Promise<OAuthApplication> {
  const values = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.redirectUris ? { redirectUris: unique(changes.redirectUris) } : {}),
    ...(changes.scopes ? { scopes: canonical(changes.scopes) } : {}),
  };
  return db.transaction(async (transaction) => {
    await findApplicationRow(organizationId, applicationId, transaction);
    const [, [updated]] = await OAuthApplicationModel.update(values, {
      where: { id: applicationId, organizationId },
      returning: true,
      transaction,
    });
    await recordAudit(
      {
        organizationId,
        action: 'oauth_app.updated',
        resourceType: 'oauth_app',
        resourceId: applicationId,
        metadata: { changed: Object.keys(values), ...values },
      },
      context,
      transaction,
    );
    return toApplication(updated!.get({ plain: true }));
  });
}

/** Deleting an application ends every grant, code and token it holds (the consents go with the row). */
export async function deleteOAuthApplication(organizationId: string, applicationId: string, context: ActorContext): Promise<void> {
  await db.transaction(async (transaction) => {
    const row = await findApplicationRow(organizationId, applicationId, transaction);
    await OAuthPayloadModel.destroy({ where: { clientId: row.clientId }, transaction });
    await OAuthApplicationModel.destroy({ where: { id: applicationId }, transaction });
    await recordAudit(
      {
        organizationId,
        action: 'oauth_app.deleted',
        resourceType: 'oauth_app',
        resourceId: applicationId,
        metadata: { name: row.name, clientId: row.clientId },
      },
      context,
      transaction,
    );
  });
}

async function findApplicationRow(organizationId: string, applicationId: string, transaction?: Transaction): Promise<ApplicationRow> {
  const row = await OAuthApplicationModel.findOne({
    where: { id: applicationId, organizationId, registration: 'organization' },
    raw: true,
    transaction,
  });
  if (!row) throw new NotFoundError('OAuth application');
  return row;
}

function toApplication(row: ApplicationRow): OAuthApplication {
  return {
    id: row.id,
    organizationId: row.organizationId!,
    clientId: row.clientId,
    name: row.name,
    redirectUris: row.redirectUris,
    scopes: canonical(row.scopes as Scope[]),
    public: row.public,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function canonical(scopes: readonly string[]): Scope[] {
  return SCOPES.filter((scope) => scopes.includes(scope));
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
