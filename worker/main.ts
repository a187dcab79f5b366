import { loadConfig, requireDatabaseUrl, requireTemporalAddress } from '../platform/config';
import { createSequelize, databaseOptions, probeDatabase } from '../platform/database';
import { createLogger } from '../platform/logger';
import { runMain } from '../platform/process';
import { watchDependencies } from '../platform/outages';
import { connectTemporalClient, probeTemporal } from '../platform/temporal';
import { ensureVigilSearchAttributes } from '../engine/search-attributes';
import { initModels } from '../models';
import { createWorker } from './create-worker';
import { createActivityDependencies } from './activity-dependencies';
import { routeTemporalLogsTo } from './runtime-logging';
import { ensureSchedules } from '../engine/worker-schedules';

/** Entry point of the worker alone (docker-compose, production). */
runMain('worker', async () => {
  const config = loadConfig();
  const logger = createLogger(config, 'vigil-worker');
  routeTemporalLogsTo(logger);
  const sequelize = createSequelize(databaseOptions(config, requireDatabaseUrl(config)));
  initModels(sequelize);
  const address = requireTemporalAddress(config);
  const client = await connectTemporalClient({ address, namespace: config.temporal.namespace });
  await ensureVigilSearchAttributes(client, config.temporal.namespace, logger);
  await ensureSchedules(client, config.temporal.taskQueue);
  const activityResources = createActivityDependencies({ config, temporal: client });
  activityResources.warmReading();
  const { worker, connection } = await createWorker({
    address,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    dependencies: activityResources.dependencies,
    workflowBundlePath: config.temporal.workflowBundle,
  });
  logger.info({ taskQueue: config.temporal.taskQueue }, 'worker started');
  const watch = watchDependencies(logger, { postgres: () => probeDatabase(sequelize), temporal: () => probeTemporal(client) });
  await worker.run();
  watch.stop();
  await activityResources.close();
  await client.connection.close();
  await connection.close();
  await sequelize.close();
  logger.info('worker stopped');
});
