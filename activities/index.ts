import type { createMailDelivery } from '../domain/mail/delivery';
import { createMailActivities } from './mail';

export interface ActivityDependencies {
  mail: ReturnType<typeof createMailDelivery>;
}

/** Every activity the worker registers; workflows see only this factory's type. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createMailActivities(dependencies),
  };
}
