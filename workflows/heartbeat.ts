/**
 * The heartbeat timeout of activities that wait on another service (OpenAI, Stripe, SMTP, websites,
 * webhook receivers). They heartbeat every second while they wait (activities/heartbeat.ts), so a
 * worker killed mid-activity is noticed within this long and the activity retried on another worker,
 * instead of after its start-to-close timeout (up to 30 minutes).
 */
export const WORKER_LOSS_TIMEOUT = '10 seconds';
/** The same, in milliseconds; workflows that read the worker's timing (activity-timing.ts) fall back to it. */
export const WORKER_LOSS_TIMEOUT_MS = 10_000;
