import type { Sequelize } from 'sequelize';
import type { TxtLookup } from '../domain/domains/dns';
import type { createMailDelivery } from '../domain/mail/delivery';
import { createDomainActivities } from './domains';
import { createMailActivities } from './mail';
import { createMfaGraceActivities } from './mfa-grace';

export interface ActivityDependencies {
  mail: ReturnType<typeof createMailDelivery>;
  sequelize: Sequelize;
  txtLookup: TxtLookup;
  /** The web application's address, for links in mails sent by workflows. */
  appUrl: string;
}

/** Every activity the worker registers; workflows see only this factory's type. */
export function createActivities(dependencies: ActivityDependencies) {
  return {
    ...createMailActivities(dependencies),
    ...createDomainActivities(dependencies),
    ...createMfaGraceActivities(dependencies),
  };
}
