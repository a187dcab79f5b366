import type { Sequelize } from 'sequelize';
import type { Billing } from '../domain/billing/stripe';
import type { createMailDelivery } from '../domain/mail/delivery';
import { createBillingActivities } from './billing';
import { createMailActivities } from './mail';

export interface ActivityDependencies {
  mail: ReturnType<typeof createMailDelivery>;
  sequelize: Sequelize;
  billing: Billing | null;
}

/** Every activity the worker registers; workflows see only this factory's type. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createMailActivities(dependencies),
    ...createBillingActivities(dependencies),
  };
}
