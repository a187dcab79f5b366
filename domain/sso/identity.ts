import { storableText, truncateText, unstorableTextProblem } from '../shared/storable-text';
import { normalizeEmail } from '../users/users';
import { SsoSignInFailure } from './failures';
import { issuerClient, type IssuerAccess } from './openid';
import type { SignInState } from './sign-in-states';
import { SSO_CALLBACK_PATH } from './callback-path';

export interface SsoIdentity {
  subject: string;
  email: string;
  fullName: string;
  /** The provider says a second factor was used (`amr` contains `mfa`). */
  mfaProven: boolean;
}

/**
 * Exchanges the code (with the PKCE verifier) and validates the ID token: issuer, audience, expiry,
 * signature and nonce. The e-mail comes from the ID token, or from userinfo when the provider keeps
 * profile claims there, and must be marked verified by the provider.
 */
export async function verifiedIdentity(
  record: SignInState,
  query: URLSearchParams,
  settings: IssuerAccess & { baseUrl: string },
): Promise<SsoIdentity> {
  if (query.has('error')) throw new SsoSignInFailure('sso_denied', `${query.get('error')}: ${query.get('error_description') ?? ''}`.trim());
  const client = await issuerClient(record.organizationId, settings).catch((error: unknown) => {
    throw new SsoSignInFailure('sso_unavailable', error instanceof Error ? error.message : String(error));
  });
  const currentUrl = new URL(`${settings.baseUrl}${SSO_CALLBACK_PATH}?${query.toString()}`);
  const { claims, accessToken } = await client
    .exchangeCode(currentUrl, { state: query.get('state')!, nonce: record.nonce, codeVerifier: record.codeVerifier })
    .catch((error: unknown) => {
      throw new SsoSignInFailure('sso_token_invalid', describeRejection(error));
    });
  const profile = typeof claims.email === 'string' ? claims : await client.userInfo(accessToken, claims.sub);
  if (typeof profile.email !== 'string' || profile.email_verified !== true)
    throw new SsoSignInFailure('sso_email_not_verified', 'the provider did not vouch for the e-mail address');
  // The subject lands in the audit entry and the e-mail in the account: a provider's text no column can hold is not an identity.
  const unstorable = unstorableTextProblem(claims.sub) ?? unstorableTextProblem(profile.email);
  if (unstorable) throw new SsoSignInFailure('sso_token_invalid', `the provider's subject or e-mail contains ${unstorable}`);
  const email = normalizeEmail(profile.email);
  const name = typeof profile.name === 'string' && profile.name.trim() ? profile.name.trim() : email.slice(0, email.indexOf('@'));
  return {
    subject: claims.sub,
    email,
    fullName: truncateText(storableText(name), 200),
    mfaProven: Array.isArray(claims.amr) && claims.amr.includes('mfa'),
  };
}

/** openid-client wraps oauth4webapi's error, whose message names the offending claim; keep both. */
function describeRejection(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}
