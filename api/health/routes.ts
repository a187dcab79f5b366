import { Router } from 'express';
import { sendError, sendSuccess } from '../http/envelope';

export type ReadinessCheck = () => Promise<boolean>;

/** Liveness says the process answers; readiness says its dependencies answer too. */
export function createHealthRouter(checks: Record<string, ReadinessCheck>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    sendSuccess(res, 200, { status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check()] as const));
    const dependencies = Object.fromEntries(results.map(([name, up]) => [name, up ? 'up' : 'down']));
    if (results.every(([, up]) => up)) {
      sendSuccess(res, 200, { status: 'ready', dependencies });
      return;
    }
    const down = results.filter(([, up]) => !up).map(([name]) => name);
    sendError(res, 503, 'SERVICE_UNAVAILABLE', `Not ready: ${down.join(', ')} unreachable`, {
      data: { status: 'not_ready', dependencies },
    });
  });
  return router;
}
