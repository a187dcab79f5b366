import { DefaultLogger, Runtime, type LogLevel } from '@temporalio/worker';
import type { Logger } from '../platform/logger';

const TEMPORAL_LEVELS: readonly LogLevel[] = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR'];

/** Sends the Temporal SDK's own logs (worker, workflows, activities) through our JSON logger. */
export function routeTemporalLogsTo(logger: Logger): void {
  const wanted = logger.level.toUpperCase() as LogLevel;
  const level = TEMPORAL_LEVELS.includes(wanted) ? wanted : 'ERROR';
  Runtime.install({
    logger: new DefaultLogger(level, ({ level: entryLevel, message, meta }) => {
      logger[entryLevel.toLowerCase() as Lowercase<LogLevel>]({ ...meta, source: 'temporal' }, message);
    }),
  });
}
