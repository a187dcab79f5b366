/** Why an SSO sign-in did not happen; the code travels to the application as `?error=<code>`. */
export type SsoFailureCode =
  | 'sso_unavailable'
  | 'sso_state_invalid'
  | 'sso_denied'
  | 'sso_token_invalid'
  | 'sso_email_not_verified'
  | 'sso_domain_not_allowed'
  | 'sso_membership_removed'
  | 'sso_seat_limit'
  | 'account_disabled';

export class SsoSignInFailure extends Error {
  constructor(
    readonly code: SsoFailureCode,
    readonly detail: string,
  ) {
    super(`SSO sign-in failed (${code}): ${detail}`);
    this.name = 'SsoSignInFailure';
  }
}
