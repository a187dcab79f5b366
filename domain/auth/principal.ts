import type { Scope } from '../access/scopes';
import type { CredentialStrength } from './credential-strength';

/**
 * The credential of a request. Each carries the `strength` the organization's sign-in policy is checked
 * against; a credential that outlives its sign-in (an API key) also carries when it was issued, since a
 * policy tightened after that does not cut it off.
 */
export type Credential =
  | { kind: 'session'; sessionId: string; strength: CredentialStrength; twoFactorPending: boolean }
  | { kind: 'apiKey'; apiKeyId: string; scopes: readonly Scope[]; strength: CredentialStrength; issuedAt: Date };

/** The authenticated caller of a request: a user and the credential they presented. */
export interface Principal {
  userId: string;
  email: string;
  fullName: string;
  credential: Credential;
}

/** The principal of a session created during this request (sign-up, sign-in), for audit entries. */
export function sessionPrincipal(user: { userId: string; email: string; fullName: string }, session: { id: string; strength: CredentialStrength }): Principal {
  return { ...user, credential: { kind: 'session', sessionId: session.id, strength: session.strength, twoFactorPending: false } };
}
