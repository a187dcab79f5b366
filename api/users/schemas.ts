import { ROLES } from '../../domain/access/scopes';
import { PASSWORD_MAX_LENGTH } from '../../domain/auth/passwords';
import { apiKeySchema } from '../api-keys/schemas';
import { nonBlankText, timestamp } from '../http/common-schemas';
import { z } from '../http/zod';

export const userSchema = z
  .object({
    id: z.uuid(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    email: z.email(),
    isVerified: z.boolean(),
    verifiedAt: timestamp().nullable(),
    isActive: z.boolean(),
    lastLoginAt: timestamp().nullable(),
    fullName: z.string(),
    emailPreferences: z.object({ marketingOptOut: z.boolean() }),
    twoFactorEnabled: z.boolean(),
    organizationCount: z.number().int(),
    role: z.enum(['user', 'staff']),
  })
  .openapi('User');

export const fullNameField = nonBlankText(200);

export const updateUserBody = z.object({ fullName: fullNameField }).openapi('UpdateUserRequest');

export const deleteAccountBody = z
  .object({
    password: z
      .string()
      .min(1, 'is required')
      .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
      .openapi({ description: 'The current password, confirming the deletion' }),
  })
  .openapi('DeleteAccountRequest');

export const loginHistoryEntrySchema = z
  .object({
    id: z.uuid(),
    timestamp: timestamp(),
    action: z.string().openapi({ example: 'sign_in.password' }),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    success: z.boolean(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .openapi('LoginHistoryEntry');

const exportedMembershipSchema = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    organizationName: z.string(),
    organizationSlug: z.string(),
    role: z.enum(ROLES),
    status: z.string().openapi({ example: 'active' }),
    invitedAt: timestamp().nullable(),
    joinedAt: timestamp().nullable(),
    createdAt: timestamp(),
  })
  .openapi('UserDataExportMembership');

const exportedSessionSchema = z
  .object({
    id: z.uuid(),
    createdAt: timestamp(),
    lastSeenAt: timestamp(),
    expiresAt: timestamp(),
    method: z.string().openapi({ example: 'password' }),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    revokedAt: timestamp().nullable(),
  })
  .openapi('UserDataExportSession');

const exportedAuditEntrySchema = z
  .object({
    id: z.uuid(),
    createdAt: timestamp(),
    organizationId: z.uuid().nullable(),
    action: z.string().openapi({ example: 'api_key.created' }),
    resourceType: z.string(),
    resourceId: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .openapi('UserDataExportAuditEntry');

export const userDataExportSchema = z
  .object({
    exportedAt: timestamp(),
    profile: userSchema,
    memberships: z.array(exportedMembershipSchema).openapi({ description: 'Memberships and invitations, with the organization named' }),
    apiKeys: z.array(apiKeySchema).openapi({ description: 'Key metadata only; keys are stored hashed and never exported' }),
    sessions: z.array(exportedSessionSchema),
    loginHistory: z.array(loginHistoryEntrySchema).openapi({ description: 'Every sign-in event, newest first' }),
    auditLog: z.array(exportedAuditEntrySchema).openapi({ description: 'Audit entries of actions the user took, newest first' }),
  })
  .openapi('UserDataExport', { description: 'Everything stored about the user; no password hash, TOTP seed, recovery code or token hash' });
