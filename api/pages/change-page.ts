import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import { changeLinkValid, changeViewUrl, signedChangeUrlUntil } from '../../domain/monitoring/change-links';
import { escapeHtml, loadChangePage, renderChangePage, type ChangePageView } from '../../domain/monitoring/change-page';
import { grantFor } from '../../domain/organizations/access';
import { publicAccess, type Authorizer } from '../auth/access';
import type { ApiDependencies } from '../dependencies';

const STYLESHEET_PATH = '/changes/page.css';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Nothing but this origin's stylesheet: no script, no image, no frame, no form; links carry signatures, so no referrer. */
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * A change's page (`viewUrl`): for a signed-in member of its organization (session, or an API key or
 * token with `projects:read`), or for whoever holds a signed link that has not expired. Anyone else
 * learns nothing: an unknown change and another organization's answer the same 404.
 */
export function createChangePageRouter({ config, sequelize }: ApiDependencies, authorizer: Authorizer): Router {
  const router = Router();
  router.get(STYLESHEET_PATH, (_req, res) => {
    strictHeaders(res);
    res.sendFile(path.join(__dirname, 'static', 'change.css'));
  });
  router.get('/changes/:changeId', async (req, res) => {
    strictHeaders(res);
    const changeId = String(req.params.changeId);
    const { expires, sig } = req.query;
    if (!UUID.test(changeId)) return notFound(res);
    if (typeof sig === 'string' || typeof expires === 'string') {
      if (typeof sig !== 'string' || typeof expires !== 'string' || !changeLinkValid(changeId, expires, sig, config.secretKey))
        return refused(res);
      const view = await loadChangePage(sequelize, changeId);
      if (!view) return notFound(res);
      const linkTo = (id: string) => signedChangeUrlUntil(config.baseUrl, id, Number(expires), config.secretKey);
      return res
        .status(200)
        .type('html')
        .send(renderChangePage(view, linkTo, STYLESHEET_PATH));
    }
    const view = await loadChangePage(sequelize, changeId);
    if (!view || !(await memberMaySee(req, view, authorizer))) return notFound(res);
    res
      .status(200)
      .type('html')
      .send(renderChangePage(view, (id) => changeViewUrl(config.baseUrl, id), STYLESHEET_PATH));
  });
  return router;
}

async function memberMaySee(req: Request, view: ChangePageView, authorizer: Authorizer): Promise<boolean> {
  try {
    const principal = await authorizer.authenticate(req, publicAccess);
    if (!principal) return false;
    if (principal.credential.kind === 'session' && principal.credential.twoFactorPending) return false;
    const grant = await grantFor(principal, view.organizationId);
    return grant !== null && grant.scopes.includes('projects:read');
  } catch {
    return false;
  }
}

function strictHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
}

function notFound(res: Response): void {
  res
    .status(404)
    .type('html')
    .send(
      messagePage(
        'No change here',
        'This change does not exist, or you need to sign in to Vigil as a member of its organization to see it.',
      ),
    );
}

function refused(res: Response): void {
  res
    .status(403)
    .type('html')
    .send(
      messagePage(
        'This link has expired',
        'The link is no longer valid (links in alerts work for 30 days). Sign in to Vigil to see the change.',
      ),
    );
}

function messagePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${STYLESHEET_PATH}"></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}
