import type { Scope } from '../access/scopes';

export type Credential =
  | { kind: 'session'; sessionId: string; method: string; mfaCompleted: boolean; twoFactorPending: boolean }
  | { kind: 'apiKey'; apiKeyId: string; scopes: readonly Scope[] };

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
