import { proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { RecheckBatch } from '../domain/domains/recheck';
import { startMailDeliveries } from './mail';

type Activities = ReturnType<typeof createActivities>;

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
