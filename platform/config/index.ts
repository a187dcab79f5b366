import { z } from 'zod';
import { billingConfig, billingVariables } from './billing';
import { browserConfig, browserVariables } from './browser';
import { databaseConfig, databaseVariables } from './database';
import { domainsConfig, domainsVariables } from './domains';
import { mailConfig, mailVariables } from './mail';
import { monitoringConfig, monitoringVariables } from './monitoring';
import { openaiConfig, openaiVariables } from './openai';
import { outboundConfig, outboundVariables } from './outbound';
import { retentionConfig, retentionVariables } from './retention';
import { securityConfig, securityVariables } from './security';
import { serverConfig, serverVariables } from './server';
import { temporalConfig, temporalVariables } from './temporal';
import { ConfigError } from './variables';

export {
  BILLING_INTERVALS,
  CREDIT_PACKS,
  PAID_TIERS,
  type BillingCatalogue,
  type BillingConfig,
  type BillingInterval,
  type CreditPack,
  type PaidTier,
} from './billing';
export { ConfigError } from './variables';

/**
 * Every variable Vigil reads, area by area (one file each, with its `.describe()`d variables and the function
 * that makes its part of `Config`). When several values are bad, the first in this order is reported.
 * docs/configuration.md's table is generated from it (npm run docs:config).
 */
export const environmentSchema = z.object({
  ...serverVariables.shape,
  ...securityVariables.shape,
  ...databaseVariables.shape,
  ...outboundVariables.shape,
  ...temporalVariables.shape,
  ...mailVariables.shape,
  ...openaiVariables.shape,
  ...monitoringVariables.shape,
  ...browserVariables.shape,
  ...domainsVariables.shape,
  ...retentionVariables.shape,
  ...billingVariables.shape,
});

export type Environment = z.infer<typeof environmentSchema>;

export type Config = ReturnType<typeof configFrom>;

export type ActivityTiming = Config['activityTiming'];

/** Reads and validates the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(defined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(
      String(issue.path[0]),
      `${issue.message.toLowerCase()} (got ${JSON.stringify(defined[String(issue.path[0])] ?? null)})`,
    );
  }
  return configFrom(parsed.data);
}

/** Each area's part of `Config`; the areas that refuse a combination of values check in this order: secret key and sessions, database, OAuth, billing. */
function configFrom(e: Environment) {
  const server = serverConfig(e);
  return {
    ...server,
    ...securityConfig(e, server),
    ...databaseConfig(e, server),
    ...outboundConfig(e, server),
    ...temporalConfig(e),
    ...mailConfig(e, server),
    ...openaiConfig(e),
    ...monitoringConfig(e),
    ...browserConfig(e),
    ...domainsConfig(e),
    ...retentionConfig(e),
    ...billingConfig(e),
  };
}

/** The connection string for processes that need one (API, worker, migrations). */
export function requireDatabaseUrl(config: Config): string {
  if (!config.database.url) throw new ConfigError('DATABASE_URL', 'is required for this process (npm start sets it for you)');
  return config.database.url;
}

export function requireTemporalAddress(config: Config): string {
  if (!config.temporal.address) throw new ConfigError('TEMPORAL_ADDRESS', 'is required for this process (npm start sets it for you)');
  return config.temporal.address;
}
