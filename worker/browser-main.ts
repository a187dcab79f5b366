import { loadConfig, requireDatabaseUrl, requireTemporalAddress } from '../platform/config';
import { createSequelize } from '../platform/database';
import { createLogger } from '../platform/logger';
import { runMain } from '../platform/process';
import { initModels } from '../models';
import { createBrowserWorker } from './create-browser-worker';
import { routeTemporalLogsTo } from './runtime-logging';

/** Entry point of the browser worker (docker-compose's `browser-worker`, `npm start` when Chromium is found). */
runMain('browser-worker', async () => {
  const config = loadConfig();
  requireTemporalAddress(config);
  const logger = createLogger(config, 'vigil-browser-worker');
  routeTemporalLogsTo(logger);
  const sequelize = createSequelize({ url: requireDatabaseUrl(config), poolMax: config.database.poolMax });
  initModels(sequelize);
  const browserWorker = await createBrowserWorker({ config });
  logger.info(
    { taskQueue: config.temporal.browserTaskQueue, chromium: browserWorker.chromiumPath, pages: config.browser.concurrency },
    'browser worker started',
  );
  await browserWorker.worker.run();
  await browserWorker.close();
  await sequelize.close();
  logger.info('browser worker stopped');
});
