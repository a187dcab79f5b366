import type { Sequelize } from 'sequelize';
import type { Config } from '../../platform/config';
import { mailDailyDigest, mailImmediateAlerts } from './mailing';

/** What the worker's alert activities need, built once per worker process. */
export function createAlertMailer(config: Pick<Config, 'secretKey' | 'appUrl'>, sequelize: Sequelize) {
  const settings = { sequelize, secretKey: config.secretKey, appUrl: config.appUrl };
  return {
    mailImmediate: (changeIds: string[]) => mailImmediateAlerts(changeIds, settings),
    mailDigest: (projectId: string, now: Date) => mailDailyDigest(projectId, now, settings),
  };
}

export type AlertMailer = ReturnType<typeof createAlertMailer>;
