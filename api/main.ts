import type { AddressInfo } from 'node:net';
import { loadConfig, requireDatabaseUrl, requireTemporalAddress } from '../platform/config';
import { createSequelize, databaseOptions, probeDatabase } from '../platform/database';
import { createLogger } from '../platform/logger';
import { migrateToLatest } from '../platform/migrator';
import { runMain } from '../platform/process';
import { watchDependencies } from '../platform/outages';
import { API_TEMPORAL_CALL_ATTEMPTS, connectTemporalClient, probeTemporal } from '../platform/temporal';
import { ensureVigilSearchAttributes } from '../engine/search-attributes';
import { initModels } from '../models';
import { rekeyLegacyRecoveryCodes } from '../domain/auth/two-factor-codes';
import { buildApi, listen } from './server';

/** Entry point of the API alone (docker-compose, production): migrates, then serves until SIGINT/SIGTERM. */
runMain('api', async () => {
  const config = loadConfig();
  const logger = createLogger(config, 'vigil-api');
  const sequelize = createSequelize(databaseOptions(config, requireDatabaseUrl(config)));
  initModels(sequelize);
  const applied = await migrateToLatest(sequelize);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  const rekeyed = await rekeyLegacyRecoveryCodes(config.secretKey);
  if (rekeyed > 0) logger.info({ rekeyed }, 'recovery codes re-stored in keyed form');
  const temporal = await connectTemporalClient({
    address: requireTemporalAddress(config),
    namespace: config.temporal.namespace,
    callAttempts: API_TEMPORAL_CALL_ATTEMPTS,
  });
  await ensureVigilSearchAttributes(temporal, config.temporal.namespace, logger);
  const { app, openApiDocument } = buildApi({ config, logger, sequelize, temporal });
  // Built on first request otherwise (tests build an app per file and most never ask): a route the document
  // generator cannot describe stops the start here, and the first reader does not wait for it.
  openApiDocument();
  const server = await listen(app, config.port);
  logger.info({ port: (server.address() as AddressInfo).port }, 'api listening');
  const watch = watchDependencies(logger, { postgres: () => probeDatabase(sequelize), temporal: () => probeTemporal(temporal) });

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'api shutting down');
    watch.stop();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await temporal.connection.close();
    await sequelize.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
});
