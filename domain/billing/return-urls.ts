import { ValidationError, type ErrorLocation } from '../shared/errors';

/**
 * Stripe sends the paying user's browser to the success, cancel and return URLs we give it, so only
 * Vigil's own origins (and those the operator lists) are accepted: a link into checkout cannot end
 * on a page of someone else's choosing.
 */
export function assertAllowedReturnUrls(
  urls: Record<string, string>,
  allowedOrigins: readonly string[],
  location: ErrorLocation = 'body',
): void {
  const refused = Object.entries(urls).filter(([, url]) => !allowedOrigins.includes(new URL(url).origin));
  if (refused.length === 0) return;
  const error = `must lead back to this application (${allowedOrigins.join(', ')})`;
  throw new ValidationError(refused.map(([field]) => ({ field, error, location })));
}
