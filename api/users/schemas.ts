import { timestamp } from '../http/common-schemas';
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

export const fullNameField = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
