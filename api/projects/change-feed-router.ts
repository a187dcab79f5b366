import { Router, type Request, type Response } from 'express';
import { SESSION_COOKIE } from '../../domain/auth/sessions';
import { changeFeed, feedTokenOpens } from '../../domain/projects/change-feed';
import { NotFoundError } from '../../domain/shared/errors';
import type { ApiDependencies } from '../dependencies';
import type { Config } from '../../platform/config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET …/projects/{id}/changes.atom?token=vgf_…`: the feed for a feed reader holding the project's feed
 * token, without a session. A wrong token, another project's, or another organization answer 404. A
 * request without a token, or with a credential of its own (session, API key, access token), goes on to
 * the route (`run-routes.ts`), which checks that credential and the query like any other route's.
 */
export function createChangeFeedTokenRouter({ config }: ApiDependencies): Router {
  const router = Router();
  router.get('/api/user/organizations/:organizationId/projects/:id/changes.atom', async (req, res, next) => {
    const { token } = req.query;
    if (token === undefined || bringsCredential(req)) return next();
    const { organizationId, id } = req.params;
    if (!UUID.test(organizationId) || !UUID.test(id) || typeof token !== 'string' || !(await feedTokenOpens(organizationId, id, token)))
      throw new NotFoundError('Project');
    await sendChangeFeed(res, organizationId, id, config);
  });
  return router;
}

function bringsCredential(req: Request): boolean {
  return req.get('authorization') !== undefined || req.get('x-api-key') !== undefined || req.cookies?.[SESSION_COOKIE] !== undefined;
}

/** The project's changes as Atom, written to the response. */
export async function sendChangeFeed(res: Response, organizationId: string, projectId: string, config: Config): Promise<void> {
  const feed = await changeFeed(organizationId, projectId, config);
  res.status(200).setHeader('Cache-Control', 'private, no-cache').type('application/atom+xml; charset=utf-8').send(feed);
}
