import express, { Router } from 'express';
import { UNSUBSCRIBE_PAGE_PATH, unsubscribe } from '../../domain/alerts/unsubscribe';
import { ValidationError } from '../../domain/shared/errors';
import type { ApiDependencies } from '../dependencies';
import { actorOf } from '../http/actor';
import { sendSuccess } from '../http/envelope';
import { requestMeta } from '../http/request-meta';

/** RFC 8058's body, `List-Unsubscribe=One-Click`, form-encoded or as a multipart field. */
const ONE_CLICK = /List-Unsubscribe[\s\S]{0,200}One-Click/;

/**
 * RFC 8058 one-click unsubscribe: a mail provider POSTs `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe URL, the unsubscribe page's, token in the query. Without cookies or a page to press,
 * the token is the whole authority, as on the page's own call. Mounted where Vigil serves the page,
 * before the JSON parser (the body is a form).
 */
export function createOneClickUnsubscribeRouter({ config }: ApiDependencies): Router {
  const router = Router();
  router.post(UNSUBSCRIBE_PAGE_PATH, express.text({ type: () => true, limit: '1kb' }), async (req, res) => {
    if (typeof req.body !== 'string' || !ONE_CLICK.test(req.body))
      throw ValidationError.single('List-Unsubscribe', 'must be One-Click (RFC 8058)');
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    await unsubscribe(token, config.secretKey, actorOf(undefined, requestMeta(req)));
    sendSuccess(res, 200, { message: 'You will no longer receive alerts for this project' });
  });
  return router;
}
