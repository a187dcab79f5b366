import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/auth/passwords';
import { timestamp } from '../http/common-schemas';
import { z } from '../http/zod';
import { fullNameField, userSchema } from '../users/schemas';

export const emailField = z.email({ error: 'must be a valid e-mail address' }).max(254).openapi({ example: 'ada@example.com' });

export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Existing passwords are only bounded above, so a policy change never locks anyone out. */
export const currentPasswordField = z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH);

export const signUpBody = z.object({ email: emailField, password: newPasswordField, fullName: fullNameField }).openapi('SignUpRequest');

export const signInBody = z.object({ email: emailField, password: currentPasswordField }).openapi('SignInRequest');

export const signInResult = z.union([userSchema, z.object({ twoFactorRequired: z.literal(true) })]).openapi('SignInResult', {
  description: 'The user, or `{ twoFactorRequired: true }` with a half-session cookie that only two-factor/verify accepts',
});

export const sessionInfoSchema = z
  .object({
    user: userSchema,
    session: z
      .object({
        id: z.uuid(),
        expiresAt: timestamp(),
        mfaCompleted: z
          .boolean()
          .openapi({ description: "Vigil's own second factor (TOTP or a recovery code) was proven; counts in every organization" }),
        method: z.string(),
        ssoOrganizationId: z.uuid().nullable().openapi({
          description:
            'The organization whose identity provider signed this session in (method `sso`); it meets that organization’s `sso` policy only',
        }),
        providerMfa: z
          .boolean()
          .openapi({ description: 'That identity provider asserted a second factor; counts as MFA in its own organization only' }),
      })
      .nullable()
      .openapi({ description: 'null when the request is authenticated by an API key' }),
  })
  .openapi('SessionInfo');

/** Tokens from mailed links: opaque, URL-safe. */
const linkTokenField = z.string().min(1, 'is required').max(512, 'must be at most 512 characters');

export const verifyEmailBody = z.object({ token: linkTokenField }).openapi('VerifyEmailRequest');

export const emailOnlyBody = z.object({ email: emailField }).openapi('EmailRequest');

export const magicLinkVerifyQuery = z.object({ token: linkTokenField });

export const magicLinkVerifyBody = z.object({ token: linkTokenField }).openapi('MagicLinkVerifyRequest');

export const resetPasswordBody = z.object({ token: linkTokenField, password: newPasswordField }).openapi('ResetPasswordRequest');

export const changePasswordBody = z
  .object({ currentPassword: currentPasswordField, newPassword: newPasswordField })
  .openapi('ChangePasswordRequest');

export const passwordConfirmationBody = z.object({ password: currentPasswordField }).openapi('PasswordConfirmationRequest');

export const twoFactorVerifyBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(6, 'must be at least 6 characters')
      .max(32, 'must be at most 32 characters')
      .openapi({ description: 'A 6-digit code from the authenticator app, or an unused recovery code', example: '123456' }),
  })
  .openapi('TwoFactorVerifyRequest');

export const twoFactorEnrollmentSchema = z
  .object({
    totpUri: z.string().openapi({ description: 'otpauth:// URI for the authenticator app (show it as a QR code)' }),
    recoveryCodes: z.array(z.string()).openapi({ description: 'Ten single-use codes, shown only now' }),
  })
  .openapi('TwoFactorEnrollment');
