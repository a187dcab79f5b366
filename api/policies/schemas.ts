import { timestamp } from '../http/common-schemas';
import { z } from '../http/zod';

export const MAX_GRACE_PERIOD_DAYS = 90;

const authRequiredField = z.enum(['any', 'mfa', 'sso']).openapi({
  description:
    'any: every sign-in method; mfa: sessions must have proven a second factor; sso: members sign in through SSO only (owners keep password sign-in as a break-glass path)',
});

export const securitySettingsSchema = z.object({ authRequired: authRequiredField, requireMfa: z.boolean() }).openapi('SecuritySettings');

export const securitySettingsBody = z
  .object({ authRequired: authRequiredField, requireMfa: z.boolean() })
  .openapi('UpdateSecuritySettingsRequest');

export const mfaSettingsSchema = z
  .object({
    requireMfa: z.boolean(),
    gracePeriodDays: z.number().int(),
    gracePeriodEndsAt: timestamp()
      .nullable()
      .openapi({ description: 'When enforcement starts (or started); null while MFA is not required' }),
  })
  .openapi('MfaSettings');

export const mfaSettingsBody = z
  .object({
    requireMfa: z.boolean(),
    gracePeriodDays: z
      .number()
      .int('must be a whole number of days')
      .min(0, 'must not be negative')
      .max(MAX_GRACE_PERIOD_DAYS, `must be at most ${MAX_GRACE_PERIOD_DAYS}`)
      .optional()
      .openapi({ description: 'Days from the moment MFA was required until it is enforced; 0 enforces at once. Unchanged when absent' }),
  })
  .openapi('UpdateMfaSettingsRequest');

export const mfaComplianceSchema = z
  .object({
    isCompliant: z.boolean(),
    compliancePercentage: z.number().openapi({ description: 'Share of active members with two-factor on, 0–100 with two decimals' }),
    totalMembers: z.number().int(),
    compliantMembers: z.number().int(),
    nonCompliantMembers: z.array(
      z.object({ id: z.uuid().openapi({ description: 'Membership id' }), userId: z.uuid(), email: z.string(), fullName: z.string() }),
    ),
    gracePeriodActive: z.boolean(),
    gracePeriodEndsAt: timestamp().nullable(),
  })
  .openapi('MfaCompliance');
