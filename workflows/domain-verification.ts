import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { RecheckBatch } from '../domain/domains/recheck';
import { recheckDomainSignal } from './contract';
import { startMailDeliveries } from './mail';

type Activities = ReturnType<typeof createActivities>;

const { checkPendingDomain, expireDomainVerification } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 10 },
});

const HOUR_MS = 3_600_000;
export const VERIFICATION_WINDOW_MS = 72 * HOUR_MS;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * HOUR_MS;

/**
 * Checks a new domain's TXT record with growing pauses until it is verified, removed or settled
 * otherwise, and marks it failed once 72 hours have passed since it was added.
 */
export async function domainVerificationWorkflow(domainId: string, addedAt: string): Promise<'verified' | 'failed' | 'removed'> {
  let recheckRequested = false;
  setHandler(recheckDomainSignal, () => {
    recheckRequested = true;
  });
  const deadline = Date.parse(addedAt) + VERIFICATION_WINDOW_MS;
  let pause = FIRST_RETRY_MS;
  for (;;) {
    recheckRequested = false;
    const status = await checkPendingDomain(domainId);
    if (status !== 'pending') return status;
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      const final = await expireDomainVerification(domainId);
      return final === 'pending' ? 'failed' : final;
    }
    await condition(() => recheckRequested, Math.min(pause, remaining));
    pause = Math.min(pause * 2, LONGEST_RETRY_MS);
  }
}

/** A batch is at most 100 lookups, ten at a time, each bounded by the resolver's timeout. */
const { recheckVerifiedDomains } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 5 },
});

/**
 * Run by the `domain-recheck` schedule: re-reads every verified domain's TXT record, batch by batch, and
 * starts delivery of the mails to owners of domains that fell back to failed. Returns the counts.
 */
export async function recheckVerifiedDomainsWorkflow(): Promise<{ checked: number; lost: number }> {
  let checked = 0;
  let lost = 0;
  let afterId: string | null = null;
  do {
    const batch: RecheckBatch = await recheckVerifiedDomains(afterId);
    checked += batch.checked;
    lost += batch.lost.length;
    await startMailDeliveries(batch.outboxIds, 'Domain verification lost notice');
    afterId = batch.nextAfterId;
  } while (afterId !== null);
  return { checked, lost };
}
