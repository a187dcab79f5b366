import type { Client } from '@temporalio/client';
import type { Sequelize } from 'sequelize';
import { initModels } from '../../models';
import { loadConfig, type Config } from '../../platform/config';
import { createSequelize } from '../../platform/database';
import { connectTemporalClient } from '../../platform/temporal';
import { createActivityDependencies } from '../../worker/activity-dependencies';
import { createWorker } from '../../worker/create-worker';

export interface BenchWorker {
  config: Config;
  sequelize: Sequelize;
  temporal: Client;
  /** Shuts the worker down and closes everything it opened, in order. */
  stop(): Promise<void>;
}

/**
 * One worker in this process on `taskQueue`, with its database pool and Temporal client, configured as
 * a bench needs it: local sites allowed, quiet logs, `env` on top. What the monitoring, rendering and
 * project-creation benches share.
 */
export async function startBenchWorker(
  databaseUrl: string,
  temporalAddress: string,
  { taskQueue, poolMax, env = {} }: { taskQueue: string; poolMax: number; env?: Record<string, string> },
): Promise<BenchWorker> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporalAddress,
    TEMPORAL_TASK_QUEUE: taskQueue,
    LOG_LEVEL: 'warn',
    FETCH_ALLOW_PRIVATE_NETWORKS: 'true',
    ...env,
  });
  const sequelize = createSequelize({ url: databaseUrl, poolMax });
  initModels(sequelize);
  const temporal = await connectTemporalClient({ address: temporalAddress, namespace: config.temporal.namespace });
  const activityResources = createActivityDependencies({ config, temporal });
  // As worker/main.ts does: the reading threads start with the worker, not inside the first measured run.
  activityResources.warmReading();
  const { worker, connection } = await createWorker({
    address: temporalAddress,
    namespace: config.temporal.namespace,
    taskQueue,
    dependencies: activityResources.dependencies,
  });
  const running = worker.run();
  async function stop(): Promise<void> {
    worker.shutdown();
    await running;
    await connection.close();
    await temporal.connection.close();
    await activityResources.close();
    await sequelize.close();
  }
  return { config, sequelize, temporal, stop };
}
