import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import { startMailDeliveries } from './mail';
import { mfaPolicyChangedSignal } from './contract';

type Activities = ReturnType<typeof createActivities>;

const { readMfaGracePlan, queueMfaReminders, enforceMfaIfDue } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 20 },
});

const DAY_MS = 86_400_000;

/**
 * One MFA grace period: mails members without a second factor when it starts and a day before it
 * ends, then turns enforcement on. A policy change (new end, requirement dropped) arrives as a
 * signal and the plan is read again; the workflow ends once enforcement is on or nothing is due.
 */
export async function mfaGraceWorkflow(organizationId: string): Promise<'enforced' | 'cancelled'> {
  let policyChanged = false;
  setHandler(mfaPolicyChangedSignal, () => {
    policyChanged = true;
  });
  const reminded = new Set<string>();
  /** Waits until `at` (workflow time); false when a policy change interrupted the wait. */
  const waitUntil = async (at: number) => at <= Date.now() || !(await condition(() => policyChanged, at - Date.now()));
  const remind = async (stage: 'started' | 'ending', endsAt: string) => {
    if (reminded.has(`${stage}/${endsAt}`)) return;
    await startMailDeliveries(
      await queueMfaReminders(organizationId, stage, endsAt),
      stage === 'started' ? 'MFA requirement mail' : 'MFA reminder mail',
    );
    reminded.add(`${stage}/${endsAt}`);
  };
  for (;;) {
    policyChanged = false;
    const plan = await readMfaGracePlan(organizationId);
    if (!plan) return 'cancelled';
    const endsAt = Date.parse(plan.endsAt);
    if (reminded.size === 0) await remind('started', plan.endsAt);
    if (!(await waitUntil(endsAt - DAY_MS))) continue;
    if (endsAt > Date.now()) await remind('ending', plan.endsAt);
    if (!(await waitUntil(endsAt))) continue;
    if (await enforceMfaIfDue(organizationId, plan.endsAt)) return 'enforced';
  }
}
