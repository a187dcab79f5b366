import { defineQuery, defineSignal } from '@temporalio/workflow';
import type { CalendarSpec } from '@temporalio/client';
import type { Duration } from '@temporalio/common';
import type { BillingEvent } from '../domain/billing/webhook';
import type { ProjectFrequency } from '../models/projects';

/**
 * What the workflows and the code that starts them (engine/) agree on: workflow ids, signals, queries,
 * Schedule ids and Schedule specs. Pure constants, so workflows import them as values and engine/ reads
 * the same ones. Every id here is a business key that running workflows and Schedules already carry:
 * changing one strands them.
 */

// Monitoring runs: one Schedule per project; manual runs get an id of their own.

/** Manual runs; a schedule's runs get Temporal's `-<scheduledTime>` suffix on `projectRunSchedulePrefix`. */
export const projectRunWorkflowId = (projectId: string, startedAt: Date) => `project-run/${projectId}/${startedAt.toISOString()}`;
export const projectRunSchedulePrefix = (projectId: string) => `project-run/${projectId}`;
export const projectScheduleId = (projectId: string) => `project-schedule/${projectId}`;

/** Scheduled checks run at this local hour (daily and longer), before the working day starts. */
const LOCAL_HOUR = 7;

export const PROJECT_RUN_CALENDARS: Record<ProjectFrequency, CalendarSpec> = {
  hourly: { hour: '*', minute: 0, comment: 'every hour' },
  daily: { hour: LOCAL_HOUR, minute: 0, comment: 'every day' },
  weekly: { dayOfWeek: 'MONDAY', hour: LOCAL_HOUR, minute: 0, comment: 'every Monday' },
  monthly: { dayOfMonth: 1, hour: LOCAL_HOUR, minute: 0, comment: 'the first of every month' },
};

/** Spreads projects sharing a popular time; always well under the period. */
export const PROJECT_RUN_JITTER: Record<ProjectFrequency, Duration> = {
  hourly: '10 minutes',
  daily: '30 minutes',
  weekly: '30 minutes',
  monthly: '30 minutes',
};

export const PROJECT_RUN_CATCHUP_WINDOW: Duration = '1 hour';

// Topic generation and source checks, awaited by the API.

export const projectTopicsWorkflowId = (projectId: string) => `project-topics/${projectId}`;
export const projectSourceChecksWorkflowId = (projectId: string, requestId: string) => `project-source-checks/${projectId}/${requestId}`;

// Alert digests: one Schedule per project, daily at 09:00 in the project's timezone.

export const alertDigestScheduleId = (projectId: string) => `alert-digest/${projectId}`;

export const ALERT_DIGEST_CALENDAR: CalendarSpec = { hour: 9, minute: 0 };

export const ALERT_DIGEST_CATCHUP_WINDOW: Duration = '6 hours';

// Billing: one reconciliation workflow per organization, fed by signal; an hourly repair Schedule.

export const billingWorkflowId = (organizationId: string) => `billing/${organizationId}`;
/** One schedule per task queue (here and below), so separate deployments (and test runs) sharing a namespace stay apart. */
export const billingReconcileScheduleId = (taskQueue: string) => `billing-reconcile/${taskQueue}`;
export const stripeEventSignal = defineSignal<[BillingEvent]>('stripeEvent');
/** Ids of the events this run has applied, in order. */
export const appliedEventsQuery = defineQuery<string[]>('appliedEvents');
export const BILLING_REPAIR_EVERY: Duration = '1 hour';

// Domains: one verification workflow per domain, nudged by signal; a Schedule re-checks verified ones.

export const domainVerifyWorkflowId = (domainId: string) => `domain-verify/${domainId}`;
/** Sent by the verify and delete routes: re-read the domain now instead of at the next scheduled check. */
export const recheckDomainSignal = defineSignal('recheckDomain');
export const domainRecheckScheduleId = (taskQueue: string) => `domain-recheck/${taskQueue}`;
/** Four readings a day: a grace period of days sees many, so one bad DNS answer decides nothing. */
export const DOMAIN_RECHECK_EVERY: Duration = '6 hours';

// MFA grace: one workflow per organization, told of policy changes by signal.

export const mfaGraceWorkflowId = (organizationId: string) => `mfa-grace/${organizationId}`;
/** Sent whenever the organization's MFA policy changes: the workflow re-reads it at once. */
export const mfaPolicyChangedSignal = defineSignal('mfaPolicyChanged');

// E-mail: one delivery workflow per outbox row; a Schedule dispatches mail whose start was missed.

export const mailWorkflowId = (outboxId: string) => `email/${outboxId}`;
export const mailDispatchScheduleId = (taskQueue: string) => `email-dispatch/${taskQueue}`;
export const MAIL_DISPATCH_EVERY: Duration = '5 minutes';

// Webhooks: one delivery workflow per stored message; a Schedule dispatches deliveries whose start was missed.

export const webhookDeliveryWorkflowId = (deliveryId: string) => `webhook-delivery/${deliveryId}`;
export const webhookDispatchScheduleId = (taskQueue: string) => `webhook-dispatch/${taskQueue}`;
export const WEBHOOK_DISPATCH_EVERY: Duration = '5 minutes';

// Retention: a Schedule prunes expired rows.

export const retentionScheduleId = (taskQueue: string) => `retention/${taskQueue}`;
export const RETENTION_EVERY: Duration = '1 hour';
