import type { Transaction } from 'sequelize';
import { countSeatsInUse } from '../organizations/locking';
import { countActiveProjects } from '../projects/usage';
import { db } from '../../models/db';

export interface SubscriptionUsage {
  /** Active members plus open invitations: both hold a seat (see requireSeats). */
  activeMembers: number;
  /** Projects holding a slot: every project but the archived ones. */
  activeProjects: number;
}

/** The floors a plan reduction may not go below. */
/** Seats and projects counted in one transaction: the caller's, or one of its own. */
export async function subscriptionUsage(organizationId: string, transaction?: Transaction): Promise<SubscriptionUsage> {
  if (!transaction) return db.transaction((own) => subscriptionUsage(organizationId, own));
  const activeMembers = await countSeatsInUse(organizationId, transaction);
  const activeProjects = await countActiveProjects(organizationId, transaction);
  return { activeMembers, activeProjects };
}
