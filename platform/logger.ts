import pino, { type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** Structured JSON logs; secrets that could reach a log line are redacted at the source. */
export function createLogger(config: Pick<Config, 'logLevel'>, name = 'vigil'): Logger {
  return pino({
    name,
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
