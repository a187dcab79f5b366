import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { BillingEvent } from '../domain/billing/webhook';
import type { ActivityTiming } from '../platform/config';
import { activityTiming } from './activity-timing';
import { appliedEventsQuery, stripeEventSignal } from './contract';

type Activities = ReturnType<typeof createActivities>;

function stripeActivities({ workerLossTimeoutMs, retryIntervalFactor }: ActivityTiming) {
  return proxyActivities<Activities>({
    startToCloseTimeout: '1 minute',
    heartbeatTimeout: workerLossTimeoutMs,
    retry: { initialInterval: 5_000 * retryIntervalFactor, backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 20 },
  });
}

const { listBilledOrganizations } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '5 seconds', maximumAttempts: 3 },
});

/** A run ends after this long without events; the next event starts a new one (signal-with-start). */
const IDLE_BEFORE_EXIT = '1 minute';
const REPAIR_PAGE = 100;

/**
 * Applies Stripe's callbacks for one organization, one batch at a time. Every batch reads Stripe's
 * current truth instead of the events' payloads, so duplicates and reordering converge.
 */
export async function reconcileBillingWorkflow(organizationId: string): Promise<void> {
  const pending: BillingEvent[] = [];
  const applied: string[] = [];
  setHandler(stripeEventSignal, (event) => {
    pending.push(event);
  });
  setHandler(appliedEventsQuery, () => applied);
  const { reconcileSubscription, grantCreditPack } = stripeActivities(await activityTiming());
  while (await condition(() => pending.length > 0, IDLE_BEFORE_EXIT)) {
    const batch = pending.splice(0);
    for (const sessionId of new Set(batch.map((event) => event.creditSessionId).filter((id): id is string => id !== null))) {
      await grantCreditPack(organizationId, sessionId);
    }
    if (batch.some((event) => event.creditSessionId === null)) await reconcileSubscription(organizationId);
    applied.push(...batch.map((event) => event.eventId));
  }
}

/** Run by the `billing-reconcile` schedule: repairs organizations whose webhooks never arrived. */
export async function repairBillingWorkflow(): Promise<number> {
  const { reconcileSubscription } = stripeActivities(await activityTiming());
  let changed = 0;
  let afterId: string | null = null;
  for (;;) {
    const page: string[] = await listBilledOrganizations(afterId, REPAIR_PAGE);
    for (const organizationId of page) {
      if ((await reconcileSubscription(organizationId)) === 'changed') changed += 1;
    }
    if (page.length < REPAIR_PAGE) return changed;
    afterId = page[page.length - 1]!;
  }
}
