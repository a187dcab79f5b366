import path from 'node:path';
import express, { Router, type Response } from 'express';
import { UNSUBSCRIBE_PAGE_PATH } from '../../domain/alerts/unsubscribe';

const STATIC_DIR = path.join(__dirname, 'static');

/** Scripts and styles only from this origin, and nothing else: the pages hold tokens in their URLs. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page each mailed link opens, by the path the link carries. */
const PAGES: Record<string, string> = {
  '/verify-email': 'verify-email.html',
  '/reset-password': 'reset-password.html',
  '/magic-link': 'magic-link.html',
  '/invites/:token': 'invitation.html',
  [UNSUBSCRIBE_PAGE_PATH]: 'unsubscribe.html',
};

/** Vigil's own pages for mailed links, mounted when it serves them (`servesMailedLinkPages`). */
export function createPagesRouter(): Router {
  const router = Router();
  router.use('/pages', express.static(STATIC_DIR, { index: false, setHeaders: (res) => strictHeaders(res) }));
  for (const [route, file] of Object.entries(PAGES)) {
    router.get(route, (_req, res) => {
      strictHeaders(res);
      res.sendFile(path.join(STATIC_DIR, file));
    });
  }
  return router;
}

function strictHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('Cache-Control', 'no-store');
}
