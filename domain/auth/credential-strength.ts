/**
 * How strongly the person behind a credential proved who they are: a session's own sign-in, or, for an
 * API key or an OAuth access token, the sign-in of the session that created it (a key created by
 * another key inherits its parent's). The organization's sign-in policy is checked against it on every
 * tenant-scoped request, whatever the credential form.
 */
export interface CredentialStrength {
  /** The sign-in method of the session: `password`, `magic_link`, `sso`, … */
  method: string;
  /** Vigil's own second factor (TOTP or a recovery code) was completed; it counts in every organization. */
  mfaCompleted: boolean;
  /** The organization whose identity provider signed the session in (method `sso`), else null. */
  ssoOrganizationId: string | null;
  /** That provider asserted a second factor (`amr` contains `mfa`); it counts only for `ssoOrganizationId`. */
  providerMfa: boolean;
}
