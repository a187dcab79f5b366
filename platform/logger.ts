import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/**
 * Structured logs; secrets that could reach a log line are redacted at the source. In production (and
 * tests) JSON lines on stdout, written asynchronously so a request never waits for the terminal or pipe;
 * in development the same lines made readable by pino-pretty in a worker thread, off the event loop.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'nodeEnv'>>,
  name = 'vigil',
  destination?: DestinationStream,
): Logger {
  const options = {
    name,
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
  if (destination) return pino(options, destination);
  if (config.nodeEnv === 'development') {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,req,res,responseTime' } },
    });
  }
  return pino(options, pino.destination({ sync: false }));
}
