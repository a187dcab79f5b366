import type { Scope } from '../access/scopes';
import type { CredentialStrength } from './credential-strength';

export type Credential =
  | { kind: 'session'; sessionId: string; method: string; mfaCompleted: boolean; twoFactorPending: boolean }
  | { kind: 'apiKey'; apiKeyId: string; scopes: readonly Scope[] }
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

/** The strength of a session's own sign-in. Sessions record no provider or provider MFA yet (issue 23 adds them). */
export function sessionStrength(session: { method: string; mfaCompleted: boolean }): CredentialStrength {
  return { method: session.method, mfaCompleted: session.mfaCompleted, ssoOrganizationId: null, providerMfa: false };
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
  session: { id: string; method: string; mfaCompleted: boolean },
): Principal {
  return {
    ...user,
    credential: { kind: 'session', sessionId: session.id, method: session.method, mfaCompleted: session.mfaCompleted, twoFactorPending: false },
  };
}
