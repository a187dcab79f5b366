import type { Sequelize } from 'sequelize';
import type { createChangeAlerts } from '../domain/alerts/change-alerts';
import type { createMailDelivery } from '../domain/mail/delivery';
import type { ProjectSchedules } from '../domain/monitoring/schedules';
import type { SourceChecker } from '../domain/monitoring/source-check';
import type { TopicGenerator } from '../domain/projects/topic-generation';
import type { createWebhookDelivery } from '../domain/webhooks/delivery';
import { createAlertActivities } from './alerts';
import { createMailActivities } from './mail';
import { createMonitoringActivities } from './monitoring';
import { createProjectTopicActivities } from './project-topics';
import { createWebhookActivities } from './webhooks';

export interface MonitoringDependencies {
  sequelize: Sequelize;
  /** A checker per batch, closed when the batch ends. */
  createChecker(): SourceChecker;
  batchSize: number;
  schedules: ProjectSchedules;
}

export interface ActivityDependencies {
  mail: ReturnType<typeof createMailDelivery>;
  topics: TopicGenerator;
  monitoring: MonitoringDependencies;
  webhooks: ReturnType<typeof createWebhookDelivery>;
  alerts: ReturnType<typeof createChangeAlerts>;
}

/** Every activity the worker registers; workflows see only this factory's type. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createMailActivities(dependencies),
    ...createProjectTopicActivities(dependencies),
    ...createMonitoringActivities(dependencies),
    ...createWebhookActivities(dependencies),
    ...createAlertActivities(dependencies),
  };
}
