import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import { changeLinkValid, changePicturePath, changeViewUrl, signedChangeUrlUntil } from '../../domain/monitoring/change-links';
import {
  CHANGE_PICTURES,
  escapeHtml,
  loadChangePage,
  loadChangePicture,
  renderChangePage,
  type ChangePicture,
} from '../../domain/monitoring/change-page';
import { grantFor } from '../../domain/organizations/access';
import { assertCredentialMeetsPolicy, requiresStrongSignIn } from '../../domain/policies/enforcement';
import { publicAccess, type Authorizer } from '../auth/access';
import type { ApiDependencies } from '../dependencies';

const STYLESHEET_PATH = '/changes/page.css';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Nothing but this origin's stylesheet and pictures: no script, no frame, no form; links carry signatures, so no referrer. */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A signed link's expiry when the request carries a valid one; `refused` when it carries any other; null when unsigned. */
type Signed = { kind: 'signed'; expires: number } | { kind: 'refused' } | null;

/**
 * A change's page (`viewUrl`) and its pictures: for a signed-in member of its organization (session, or
 * an API key or token with `projects:read`), or for whoever holds a signed link that has not expired (a
 * page's pictures carry its signature). Anyone else learns nothing: an unknown change and another
 * organization's answer the same 404.
 */
export function createChangePageRouter({ config, pictures }: ApiDependencies, authorizer: Authorizer): Router {
  const router = Router();
  const signedBy = (req: Request, changeId: string): Signed => {
    const { expires, sig } = req.query;
    if (typeof sig !== 'string' && typeof expires !== 'string') return null;
    if (typeof sig !== 'string' || typeof expires !== 'string' || !changeLinkValid(changeId, expires, sig, config.secretKey))
      return { kind: 'refused' };
    return { kind: 'signed', expires: Number(expires) };
  };
  /**
   * A valid signed link where the organization asks no more than a password of a sign-in, or a member of
   * the change's organization whose credential meets its sign-in policy; a refused signature is told (403)
   * before anything is read.
   */
  const maySee = async (req: Request, signed: Signed, organizationId: string): Promise<boolean> =>
    (signed?.kind === 'signed' && !(await requiresStrongSignIn(organizationId))) || (await memberMaySee(req, organizationId, authorizer));

  router.get(STYLESHEET_PATH, (_req, res) => {
    strictHeaders(res);
    res.sendFile(path.join(__dirname, 'static', 'change.css'));
  });
  router.get('/changes/:changeId', async (req, res) => {
    strictHeaders(res);
    const changeId = String(req.params.changeId);
    if (!UUID.test(changeId)) return notFound(res);
    const signed = signedBy(req, changeId);
    if (signed?.kind === 'refused') return refused(res);
    const view = await loadChangePage(changeId);
    if (!view || !(await maySee(req, signed, view.organizationId))) return notFound(res);
    const links =
      signed?.kind === 'signed'
        ? {
            change: (id: string) => signedChangeUrlUntil(config.baseUrl, id, signed.expires, config.secretKey),
            picture: (picture: ChangePicture) =>
              changePicturePath(changeId, picture, { expires: signed.expires, secretKey: config.secretKey }),
          }
        : {
            change: (id: string) => changeViewUrl(config.baseUrl, id),
            picture: (picture: ChangePicture) => changePicturePath(changeId, picture),
          };
    res
      .status(200)
      .type('html')
      .send(renderChangePage(view, links, STYLESHEET_PATH));
  });
  router.get('/changes/:changeId/pictures/:file', async (req, res) => {
    strictHeaders(res);
    const changeId = String(req.params.changeId);
    const picture = CHANGE_PICTURES.find((name) => `${name}.png` === req.params.file);
    if (!UUID.test(changeId) || !picture) return notFound(res);
    const signed = signedBy(req, changeId);
    if (signed?.kind === 'refused') return refused(res);
    const found = await loadChangePicture(changeId, picture);
    if (!found || !(await maySee(req, signed, found.organizationId))) return notFound(res);
    const bytes = await pictures.get(found.hash);
    if (!bytes) return notFound(res);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(200).type('png').send(bytes);
  });
  return router;
}

async function memberMaySee(req: Request, organizationId: string, authorizer: Authorizer): Promise<boolean> {
  try {
    const principal = await authorizer.authenticate(req, publicAccess);
    if (!principal) return false;
    if (principal.credential.kind === 'session' && principal.credential.twoFactorPending) return false;
    const grant = await grantFor(principal, organizationId);
    if (grant === null || !grant.scopes.includes('projects:read')) return false;
    assertCredentialMeetsPolicy(principal, grant);
    return true;
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
