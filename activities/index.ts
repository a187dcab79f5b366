import type { Sequelize } from 'sequelize';
import type { Billing } from '../domain/billing/stripe';
import type { createMailDelivery } from '../domain/mail/delivery';
import { createBillingActivities } from './billing';
import type { ProjectSchedules } from '../domain/monitoring/schedules';
import type { SourceChecker } from '../domain/monitoring/source-check';
import type { TopicGenerator } from '../domain/projects/topic-generation';
import { createMailActivities } from './mail';
import { createMonitoringActivities } from './monitoring';
import { createProjectTopicActivities } from './project-topics';

export interface MonitoringDependencies {
  sequelize: Sequelize;
  /** A checker per batch, closed when the batch ends. */
  createChecker(): SourceChecker;
  batchSize: number;
  schedules: ProjectSchedules;
}

export interface ActivityDependencies {
  mail: ReturnType<typeof createMailDelivery>;
  sequelize: Sequelize;
  billing: Billing | null;
  topics: TopicGenerator;
  monitoring: MonitoringDependencies;
}

/** Every activity the worker registers; workflows see only this factory's type. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createMailActivities(dependencies),
    ...createBillingActivities(dependencies),
    ...createProjectTopicActivities(dependencies),
    ...createMonitoringActivities(dependencies),
  };
}
