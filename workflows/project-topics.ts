import { deprecatePatch, proxyActivities } from '@temporalio/workflow';
import type { createActivities } from '../activities';
import type { CheckedTopics, UrlChecks } from '../domain/projects/sources';
import type { TopicGenerationInput } from '../domain/projects/topic-generation';
import { WORKER_LOSS_TIMEOUT } from './heartbeat';

type Activities = ReturnType<typeof createActivities>;

/** Each attempt is bounded by OPENAI_TIMEOUT_MS inside the activity; the caller bounds the whole workflow. */
const { generateProjectTopics } = proxyActivities<Activities>({
  startToCloseTimeout: '11 minutes',
  heartbeatTimeout: WORKER_LOSS_TIMEOUT,
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '15 seconds', maximumAttempts: 4 },
});

/** Bounded inside by SOURCE_DISCOVERY_TIMEOUT_MS / SOURCE_VALIDATION_TIMEOUT_MS; a site's problem is an answer, not an error. */
const { discoverProjectSources, checkProjectSources, checkSourceUrls } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: WORKER_LOSS_TIMEOUT,
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 seconds', maximumAttempts: 3 },
});

/**
 * Deprecated: no run from before source checks can be open (a run lasts at most 10 minutes), so their
 * branch is gone; the call stays for the runs the `patched()` version recorded.
 */
export const SOURCE_CHECKS_PATCH = 'source-checks-at-creation';

/**
 * Generates a new project's topics; the API waits for the result and stores the project only then.
 * Discovery on the intent's sites feeds the generator real pages; every proposed source is then
 * checked, and the dropped ones come back with why.
 */
export async function generateProjectTopicsWorkflow(input: TopicGenerationInput): Promise<CheckedTopics> {
  deprecatePatch(SOURCE_CHECKS_PATCH); // Remove on 2026-11-28 (engine-and-operations.md).
  const discovery = await discoverProjectSources(input);
  const topics = await generateProjectTopics({ ...input, candidates: discovery.candidates });
  return checkProjectSources(topics, discovery.sites);
}

/** The sources a project update adds, checked when the client asks for it (`validateSources`). */
export async function checkProjectSourcesWorkflow(urls: string[]): Promise<UrlChecks> {
  return checkSourceUrls(urls);
}
