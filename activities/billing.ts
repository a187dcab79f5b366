import { ApplicationFailure } from '@temporalio/activity';
import { grantCreditPack, listBilledOrganizations, reconcileSubscription } from '../domain/billing/reconcile';
import { whileHeartbeating } from './heartbeat';
import type { ActivityDependencies } from './dependencies';

export function createBillingActivities({ billing }: ActivityDependencies) {
  const requireBilling = () => {
    if (!billing)
      throw ApplicationFailure.nonRetryable('Billing is not configured on this worker (STRIPE_SECRET_KEY)', 'BillingNotConfigured');
    return billing;
  };
  return {
    reconcileSubscription: (organizationId: string) => whileHeartbeating(() => reconcileSubscription(organizationId, requireBilling())),
    grantCreditPack: (organizationId: string, sessionId: string) =>
      whileHeartbeating(() => grantCreditPack(organizationId, sessionId, requireBilling())),
    listBilledOrganizations: (afterId: string | null, limit: number) => listBilledOrganizations(afterId, limit),
  };
}
