import type { Sequelize } from 'sequelize';
import type { TxtLookup } from '../domain/domains/dns';
import type { createMailDelivery } from '../domain/mail/delivery';
import { createDomainActivities } from './domains';
import { createMailActivities } from './mail';

export interface ActivityDependencies {
  mail: ReturnType<typeof createMailDelivery>;
  sequelize: Sequelize;
  txtLookup: TxtLookup;
}

/** Every activity the worker registers; workflows see only this factory's type. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createMailActivities(dependencies),
    ...createDomainActivities(dependencies),
  };
}
