import type { Client } from '@temporalio/client';
import type { Dispatcher } from 'undici';
import type { Config } from '../platform/config';
import { createChangeAlerts } from '../domain/alerts/change-alerts';
import { createChangeJudge } from '../domain/alerts/judge';
import { createFilePictureStore } from '../domain/pictures/store';
import { createReadingPool } from '../domain/monitoring/checker/reading-pool';
import { createBilling } from '../integrations/stripe/payment-provider';
import { createTxtLookup } from '../integrations/dns/txt-lookup';
import { createMailDelivery } from '../domain/mail/delivery';
import { createSmtpTransport } from '../integrations/mail/smtp-transport';
import { configuredOpenAiModel } from '../integrations/openai/model';
import { createWebhookDelivery } from '../domain/webhooks/delivery';
import { createWebhookSender } from '../integrations/webhooks/http-sender';
import type { ActivityDependencies } from '../activities/dependencies';
import { createProjectDependencies } from './project-dependencies';

export interface ActivityDependencySources {
  config: Config;
  temporal: Client;
  /** Replaces the guarded outbound agent for monitored sources (tests standing in for public sites). */
  sourceDispatcher?: () => Dispatcher;
}

export interface ActivityResources {
  dependencies: ActivityDependencies;
  /** Starts the threads that read fetched pages now (worker processes); otherwise they start with the first page. */
  warmReading(): void;
  /** Closes the SMTP transport, the webhook connections and the reading threads, once the worker has stopped. */
  close(): Promise<void>;
}

/** Everything the activities need, built from configuration in one place for the worker, the tests and the bench. */
export function createActivityDependencies({ config, temporal, sourceDispatcher }: ActivityDependencySources): ActivityResources {
  const mail = createMailDelivery(config.mail, createSmtpTransport(config.mail));
  const webhooks = createWebhookDelivery(config, createWebhookSender({ allowPrivateNetworks: config.outbound.allowPrivateNetworks }));
  const reader = createReadingPool(config.monitoring.reading);
  return {
    dependencies: {
      mail,
      webhooks,
      alerts: createChangeAlerts(config, createChangeJudge(configuredOpenAiModel(config.openai, 'judging'))),
      appUrl: config.appUrl,
      retention: config.retention,
      pictures: createFilePictureStore(config.picturesDir),
      billing: createBilling(config.billing),
      txtLookup: createTxtLookup(config.dns),
      domainRecheckGraceDays: config.domainRecheckGraceDays,
      activityTiming: config.activityTiming,
      ...createProjectDependencies(config, temporal, reader, sourceDispatcher),
    },
    warmReading: () => reader.warm(),
    async close() {
      mail.close();
      await webhooks.close();
      await reader.close();
    },
  };
}
