import { getDomain } from 'tldts';

/** Every body Vigil reads from an identity provider (discovery, JWKS, token, userinfo) is far smaller. */
export const PROVIDER_MAX_BODY_BYTES = 1024 * 1024;
/** One deadline per request to the provider, connection, headers and body together. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The login route sends browsers to the discovered authorization endpoint, so it must be a place the
 * issuer itself vouches for: https (plain http only where private networks are allowed, for local
 * providers) on the issuer's registrable domain. Answers what is wrong, or null.
 */
export function authorizationEndpointProblem(issuerUrl: string, endpoint: string, allowInsecure: boolean): string | null {
  let target: URL;
  try {
    target = new URL(endpoint);
  } catch {
    return 'The authorization_endpoint is not a URL';
  }
  const schemeAllowed = target.protocol === 'https:' || (allowInsecure && target.protocol === 'http:');
  if (!schemeAllowed) return `The authorization_endpoint must use https, not ${target.protocol.replace(/:$/, '')}`;
  const issuerSite = siteOf(new URL(issuerUrl).hostname);
  if (siteOf(target.hostname) !== issuerSite)
    return `The authorization_endpoint (${target.hostname}) is not on the issuer's domain ${issuerSite}`;
  return null;
}

/** The registrable domain (private suffixes such as github.io count as public ones); a host without one (an IP, localhost) stands for itself. */
function siteOf(hostname: string): string {
  return getDomain(hostname, { allowPrivateDomains: true }) ?? hostname.toLowerCase();
}
