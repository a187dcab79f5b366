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
