import { checkPendingDomain, expireDomainVerification } from '../domain/domains/verification';
import type { ActivityDependencies } from './index';

export function createDomainActivities({ sequelize, txtLookup }: ActivityDependencies) {
  return {
    checkPendingDomain: (domainId: string) => checkPendingDomain(domainId, { sequelize, lookup: txtLookup }),
    expireDomainVerification: (domainId: string) => expireDomainVerification(domainId, sequelize),
  };
}
