import type { Client } from '@temporalio/client';
import type { Dispatcher } from 'undici';
import type { Sequelize } from 'sequelize';
import type { Config } from '../platform/config';
import { createBilling } from '../domain/billing/stripe';
import { createTxtLookup } from '../domain/domains/dns';
import type { createMailDelivery } from '../domain/mail/delivery';
import type { ActivityDependencies } from '../activities';
import { createEngineDependencies } from './engine-dependencies';

export interface ActivityDependencySources {
  config: Config;
  sequelize: Sequelize;
  temporal: Client;
  /** Created by the caller, which closes it when the worker stops. */
  mail: ReturnType<typeof createMailDelivery>;
  /** Replaces the guarded outbound agent for monitored sources (tests standing in for public sites). */
  sourceDispatcher?: () => Dispatcher;
}

/** Everything the activities need, built from configuration in one place for the worker, the tests and the bench. */
export function createActivityDependencies({ config, sequelize, temporal, mail, sourceDispatcher }: ActivityDependencySources): ActivityDependencies {
  return {
    mail,
    sequelize,
    appUrl: config.appUrl,
    billing: createBilling(config.billing),
    txtLookup: createTxtLookup(config.dns),
    ...createEngineDependencies(config, sequelize, temporal, sourceDispatcher),
  };
}
