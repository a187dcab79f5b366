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

export const signInResult = z
  .union([userSchema, z.object({ twoFactorRequired: z.literal(true) })])
  .openapi('SignInResult', { description: 'The user, or `{ twoFactorRequired: true }` with a half-session cookie that only two-factor/verify accepts' });

export const sessionInfoSchema = z
  .object({
    user: userSchema,
    session: z
      .object({ id: z.uuid(), expiresAt: timestamp(), mfaCompleted: z.boolean(), method: z.string() })
      .nullable()
      .openapi({ description: 'null when the request is authenticated by an API key' }),
  })
  .openapi('SessionInfo');
