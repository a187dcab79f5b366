import { Router } from 'express';
import { changeFeed, feedTokenOpens } from '../../domain/projects/change-feed';
import { NotFoundError } from '../../domain/shared/errors';
import { organizationAccess, type Authorizer } from '../auth/access';
import type { ApiDependencies } from '../dependencies';

const FEED_ACCESS = organizationAccess(['projects:read', 'organization:read']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET …/projects/{id}/changes.atom`: the project's changes as Atom, for a feed reader holding the
 * project's feed token (`?token=vgf_…`), or for a member's session, API key or token. A wrong token, another
 * project's, or another organization answer 404.
 */
export function createChangeFeedRouter({ config, sequelize }: ApiDependencies, authorizer: Authorizer): Router {
  const router = Router();
  router.get('/api/user/organizations/:organizationId/projects/:id/changes.atom', async (req, res) => {
    const { organizationId, id } = req.params;
    if (!UUID.test(organizationId) || !UUID.test(id)) throw new NotFoundError('Project');
    const { token } = req.query;
    if (token !== undefined) {
      if (typeof token !== 'string' || !(await feedTokenOpens(sequelize, organizationId, id, token))) throw new NotFoundError('Project');
    } else {
      await authorizer.authorize(await authorizer.authenticate(req, FEED_ACCESS), FEED_ACCESS, { organizationId });
    }
    const feed = await changeFeed(sequelize, organizationId, id, config);
    res.status(200).setHeader('Cache-Control', 'private, no-cache').type('application/atom+xml; charset=utf-8').send(feed);
  });
  return router;
}
