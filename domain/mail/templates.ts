import type { OutgoingMail } from './outbox';

/** Plain-text mails with one link each; the link is the only thing tests and users need from them. */
export const mailTemplates = {
  verifyEmail: (to: string, fullName: string, link: string): OutgoingMail => ({
    purpose: 'Address verification mail',
    to,
    subject: 'Confirm your e-mail address for Vigil',
    text: `Hello ${fullName},\n\nConfirm your e-mail address by opening this link (valid for 48 hours):\n${link}\n\nIf you did not sign up for Vigil, ignore this message.\n`,
  }),
  magicLink: (to: string, link: string): OutgoingMail => ({
    purpose: 'Sign-in link mail',
    to,
    subject: 'Your Vigil sign-in link',
    text: `Open this link to sign in to Vigil (valid for 15 minutes, usable once):\n${link}\n\nIf you did not ask for it, ignore this message.\n`,
  }),
  resetPassword: (to: string, link: string): OutgoingMail => ({
    purpose: 'Password reset mail',
    to,
    subject: 'Reset your Vigil password',
    text: `Open this link to choose a new password (valid for 1 hour, usable once):\n${link}\n\nIf you did not ask for it, ignore this message; your password stays as it is.\n`,
  }),
  invitation: (to: string, organizationName: string, inviterName: string, role: string, link: string): OutgoingMail => ({
    purpose: 'Invitation mail',
    to,
    subject: `${inviterName} invited you to ${organizationName} on Vigil`,
    text: `${inviterName} invited you to join ${organizationName} on Vigil as ${role}.\n\nAccept the invitation (valid for 7 days):\n${link}\n`,
  }),
};
