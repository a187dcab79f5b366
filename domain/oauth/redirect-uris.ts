/**
 * The redirect URIs Vigil accepts from clients that describe themselves (Dynamic Client Registration and
 * Client ID Metadata Documents), as organizations' apps must have them: https, or http on the loopback
 * interface only (native apps, RFC 8252); never credentials or a fragment, never another scheme.
 */
export function isAcceptedRedirectUri(uri: string): boolean {
  if (!URL.canParse(uri)) return false;
  const url = new URL(uri);
  if (url.username || url.password || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

export const ACCEPTED_REDIRECT_URIS = 'redirect_uris must be https URLs, or http on 127.0.0.1, [::1] or localhost';

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}
