/** The web application's page that takes a mailed e-mail verification token. */
export function verificationLink(appUrl: string, token: string): string {
  return `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
}
