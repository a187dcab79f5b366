import type { Scope } from '../access/scopes';
import type { CredentialStrength } from './credential-strength';

/**
 * The credential of a request. Each carries the `strength` the organization's sign-in policy is checked
 * against; a credential that outlives its sign-in (an API key, an OAuth access token) also carries when it was issued, since a
 * policy tightened after that does not cut it off.
 */
export type Credential =
  | { kind: 'session'; sessionId: string; strength: CredentialStrength; twoFactorPending: boolean }
  | { kind: 'apiKey'; apiKeyId: string; scopes: readonly Scope[]; strength: CredentialStrength; issuedAt: Date }
  | {
      kind: 'accessToken';
      /** The consent behind the token (oauth_consents.id): audit entries name it as their session. */
      consentId: string;
      grantId: string;
      applicationId: string;
      clientId: string;
      scopes: readonly Scope[];
      /** The session that consented: the organization's sign-in policy is checked against it. */
      strength: CredentialStrength;
      /** When the user consented: the token family's credential was issued then, whatever its refreshes. */
      issuedAt: Date;
    };

/** The scopes a delegated credential (API key, access token) is limited to; null for a session, limited by roles only. */
export function delegatedScopes(credential: Credential): readonly Scope[] | null {
  return credential.kind === 'session' ? null : credential.scopes;
}

/** The authenticated caller of a request: a user and the credential they presented. */
export interface Principal {
  userId: string;
  email: string;
  fullName: string;
  credential: Credential;
}

/** The principal of a session created during this request (sign-up, sign-in), for audit entries. */
export function sessionPrincipal(
  user: { userId: string; email: string; fullName: string },
  session: { id: string; strength: CredentialStrength },
): Principal {
  return { ...user, credential: { kind: 'session', sessionId: session.id, strength: session.strength, twoFactorPending: false } };
}
