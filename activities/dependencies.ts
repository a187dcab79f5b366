import type { ActivityTiming } from '../platform/config';
import type { Billing } from '../domain/billing/payments';
import type { TxtLookup } from '../domain/domains/dns';
import type { createChangeAlerts } from '../domain/alerts/change-alerts';
import type { MailDelivery } from '../domain/mail/delivery';
import type { ProjectSchedules } from '../domain/monitoring/schedules';
import type { RunWorkflowProbe } from '../domain/monitoring/stale-runs';
import type { RetentionPeriods } from '../domain/retention/prune';
import type { PictureStore } from '../domain/pictures/store';
import type { SourceChecker } from '../domain/monitoring/source-check';
import type { SourceScout } from '../domain/projects/sources';
import type { TopicGenerator } from '../domain/projects/topic-generation';
import type { createWebhookDelivery } from '../domain/webhooks/delivery';

export interface ProjectRunDependencies {
  /** A checker per batch, closed when the batch ends. */
  createChecker(): SourceChecker;
  batchSize: number;
  /** Consecutive failed checks after which a source is announced as failing. */
  sourceFailingAfter: number;
  schedules: ProjectSchedules;
  /** Whether a run's workflow is still open in Temporal (stale run rows are closed before a new run). */
  probeRun: RunWorkflowProbe;
  /** The browser worker's task queue when rendering is on (BROWSER_RENDERING=on), else null. */
  browserQueue: string | null;
  /** Opens the secrets sources' sign-in headers refer to (SECRET_KEY). */
  secretKey: string;
}

/** What the activities are built from (worker/activity-dependencies.ts); apart from activities/index.ts so its type pulls no activity code along. */
export interface ActivityDependencies {
  mail: MailDelivery;
  billing: Billing | null;
  topics: TopicGenerator;
  /** Discovery and validation of a project's sources (at creation, and for updates that ask for it). */
  sourceScout: SourceScout;
  projectRun: ProjectRunDependencies;
  txtLookup: TxtLookup;
  /** Days a verified domain's TXT record may stay missing before the domain falls back to failed. */
  domainRecheckGraceDays: number;
  /** The web application's address, for links in mails sent by workflows. */
  appUrl: string;
  webhooks: ReturnType<typeof createWebhookDelivery>;
  alerts: ReturnType<typeof createChangeAlerts>;
  retention: RetentionPeriods;
  /** Screenshots and visual diffs: the retention sweep deletes those no row refers to. */
  pictures: PictureStore;
  activityTiming: ActivityTiming;
}
