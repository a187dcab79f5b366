import express, { type RequestHandler } from 'express';
import { UnsupportedMediaTypeError } from '../../domain/shared/errors';
import { BODY_LIMIT } from './error-handler';

/** A body is present when the request declares content, whatever its method. */
function hasBody(headers: Record<string, unknown>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** JSON is the only accepted body type; anything else is 415 before the body is read. */
export const requireJsonBodies: RequestHandler = (req, _res, next) => {
  if (hasBody(req.headers) && !req.is(['application/json', 'application/*+json'])) {
    next(new UnsupportedMediaTypeError());
    return;
  }
  next();
};

export const parseJsonBodies = express.json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'] });
