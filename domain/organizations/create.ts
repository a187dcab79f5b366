import { UniqueConstraintError, type Transaction } from 'sequelize';
import { MembershipModel, OrganizationModel } from '../../models/organizations';
import { recordAudit } from '../audit/audit-log';
import { newId } from '../shared/ids';
import type { ActorContext } from '../shared/request-context';
import { availableSlug, slugTaken } from './slugs';

export interface NewOrganization {
  name: string;
  /** When absent, generated from the name (with a short suffix if taken). */
  slug?: string;
  type: 'personal' | 'team';
  owner: { userId: string; email: string };
}

/** Creates an organization with its owner's active membership, in the caller's transaction. */
export async function createOrganization(input: NewOrganization, context: ActorContext, transaction: Transaction): Promise<string> {
  const id = newId();
  const slug = input.slug ?? (await availableSlug(input.name, transaction));
  try {
    await OrganizationModel.create({ id, name: input.name, slug, type: input.type }, { transaction });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw slugTaken();
    throw error;
  }
  const now = new Date();
  await MembershipModel.create(
    {
      id: newId(),
      organizationId: id,
      userId: input.owner.userId,
      email: input.owner.email,
      role: 'owner',
      status: 'active',
      joinedAt: now,
    },
    { transaction },
  );
  await recordAudit(
    {
      organizationId: id,
      action: 'organization.created',
      resourceType: 'organization',
      resourceId: id,
      metadata: { name: input.name, slug, type: input.type },
    },
    context,
    transaction,
  );
  return id;
}
