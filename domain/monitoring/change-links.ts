import { createHmac, timingSafeEqual } from 'node:crypto';

/** The path of a change's page; `viewUrl` is BASE_URL + this. */
export const CHANGE_PAGE_PATH = '/changes/:changeId';

/** How long a signed link in a mail or chat message opens its change page without a session. */
export const CHANGE_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The change page for a signed-in member of the change's organization. */
export function changeViewUrl(baseUrl: string, changeId: string): string {
  return `${baseUrl}/changes/${changeId}`;
}

/**
 * The change page for whoever holds the link, until it expires: `expires` (Unix seconds) and an
 * HMAC-SHA256 with SECRET_KEY over the change id and that expiry, so neither can be altered.
 */
export function signedChangeUrl(baseUrl: string, changeId: string, secretKey: string, now = new Date()): string {
  return signedChangeUrlUntil(baseUrl, changeId, Math.floor((now.getTime() + CHANGE_LINK_TTL_MS) / 1000), secretKey);
}

/** A signed link expiring at `expires` (Unix seconds): the previous/next links of a signed page expire with it. */
export function signedChangeUrlUntil(baseUrl: string, changeId: string, expires: number, secretKey: string): string {
  return `${changeViewUrl(baseUrl, changeId)}?expires=${expires}&sig=${signature(changeId, expires, secretKey)}`;
}

/**
 * The path of one of a change's pictures (`diff`, `before`, `after`), relative to the change's page so it
 * stays on the page's own origin and path (CSP `img-src 'self'`); `signed` carries the page's own expiry
 * and signature: whoever may open the page may see its pictures, for as long.
 */
export function changePicturePath(changeId: string, picture: string, signed?: { expires: number; secretKey: string }): string {
  const path = `${changeId}/pictures/${picture}.png`;
  return signed ? `${path}?expires=${signed.expires}&sig=${signature(changeId, signed.expires, signed.secretKey)}` : path;
}

/** A signed link to one of a change's pictures, for a mail: valid as long as a signed link to its page. */
export function signedChangePictureUrl(baseUrl: string, changeId: string, picture: string, secretKey: string, now = new Date()): string {
  const expires = Math.floor((now.getTime() + CHANGE_LINK_TTL_MS) / 1000);
  return `${baseUrl}/changes/${changePicturePath(changeId, picture, { expires, secretKey })}`;
}

/** Whether the link's expiry and signature hold for this change now. */
export function changeLinkValid(changeId: string, expires: string, sig: string, secretKey: string, now = new Date()): boolean {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(changeId, Number(expires), secretKey));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(changeId: string, expires: number, secretKey: string): string {
  return createHmac('sha256', secretKey).update(`vigil-change-page:${changeId}:${expires}`).digest('base64url');
}
