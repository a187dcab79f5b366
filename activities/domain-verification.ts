import { recheckVerifiedDomains, type RecheckBatch } from '../domain/domains/recheck';
import { checkPendingDomain, expireDomainVerification } from '../domain/domains/verification';
import type { ActivityDependencies } from './dependencies';

/** Verified domains one activity re-checks before handing back to the workflow. */
const RECHECK_BATCH_SIZE = 100;

export function createDomainVerificationActivities({ txtLookup, domainRecheckGraceDays, appUrl }: ActivityDependencies) {
  return {
    checkPendingDomain: (domainId: string) => checkPendingDomain(domainId, { lookup: txtLookup }),
    expireDomainVerification: (domainId: string) => expireDomainVerification(domainId),
    recheckVerifiedDomains: (afterId: string | null): Promise<RecheckBatch> =>
      recheckVerifiedDomains(afterId, RECHECK_BATCH_SIZE, { lookup: txtLookup, graceDays: domainRecheckGraceDays, appUrl }),
  };
}
