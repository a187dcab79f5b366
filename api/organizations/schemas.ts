import { ROLES } from '../../domain/access/scopes';
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH, SLUG_PATTERN } from '../../domain/organizations/slugs';
import { nonBlankText, timestamp, uuidParam } from '../http/common-schemas';
import { z } from '../http/zod';

export const roleField = z.enum(ROLES).openapi('Role', { description: 'owner > admin > member' });

const nameField = nonBlankText(100);

const slugField = z
  .string()
  .min(SLUG_MIN_LENGTH, `must be at least ${SLUG_MIN_LENGTH} characters`)
  .max(SLUG_MAX_LENGTH, `must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'may contain only lowercase letters, digits and single hyphens between them')
  .openapi({ example: 'acme-research' });

export const createOrganizationBody = z
  .object({ name: nameField, slug: slugField.optional().openapi({ description: 'Generated from the name when absent' }) })
  .openapi('CreateOrganizationRequest');

export const updateOrganizationBody = z
  .object({ name: nameField.optional(), slug: slugField.optional() })
  .openapi('UpdateOrganizationRequest');

export const organizationSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    status: z.enum(['active', 'suspended']),
    type: z.enum(['personal', 'team']),
    tierId: z.string().nullable().openapi({ description: 'null on the free tier' }),
    seatCap: z.number().int(),
    slotCap: z.number().int(),
    hasActiveSubscription: z.boolean(),
    isPersonal: z.boolean(),
  })
  .openapi('OrganizationSummary');

export const organizationSchema = organizationSummarySchema
  .extend({
    createdAt: timestamp(),
    updatedAt: timestamp(),
    subscription: z
      .object({
        paymentSubscriptionId: z.string(),
        status: z.string(),
        interval: z.string(),
        currentPeriodEnd: timestamp(),
        cancelAt: timestamp().nullable(),
      })
      .nullable()
      .openapi({ description: 'null when the organization has no subscription' }),
    slotPacks: z.number().int(),
    creditBalance: z.number().int(),
    requireMfa: z.boolean(),
    ssoEnabled: z.boolean(),
  })
  .openapi('Organization');

const personSchema = z.object({ id: z.uuid(), fullName: z.string() }).openapi('PersonReference');

export const membershipSchema = z
  .object({
    id: z.uuid().openapi({ description: 'The membership id, used as `memberId`' }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    organizationId: z.uuid(),
    email: z.email().openapi({ description: 'The invited address, or the member’s address when they joined' }),
    role: roleField,
    status: z.enum(['invited', 'active', 'pending_approval', 'removed']),
    invitedAt: timestamp().nullable(),
    joinedAt: timestamp().nullable(),
    inviteExpiresAt: timestamp().nullable().openapi({ description: 'When an open invitation stops working; null for members' }),
    user: personSchema.nullable().openapi({ description: 'null for an invitation not yet accepted' }),
    invitedBy: personSchema.nullable(),
    canManageMembers: z.boolean(),
    canManageProjects: z.boolean(),
    canManageBilling: z.boolean(),
  })
  .openapi('Membership');

export const memberParams = z.object({ organizationId: uuidParam('Organization id'), memberId: uuidParam('Membership id') });

export const roleBody = z.object({ role: roleField }).openapi('ChangeRoleRequest');

export const MAX_INVITATIONS_PER_REQUEST = 50;

export const inviteBody = z
  .object({
    emails: z
      .array(z.string().max(320))
      .min(1, 'must list at least one address')
      .max(MAX_INVITATIONS_PER_REQUEST, `must list at most ${MAX_INVITATIONS_PER_REQUEST} addresses`)
      .openapi({ description: 'Addresses to invite; strings that are not e-mail addresses come back in `invalidEmails`' }),
    role: roleField,
  })
  .openapi('InviteRequest');

export const invitationResultSchema = z
  .object({
    sent: z.array(z.string()),
    alreadyMembers: z.array(z.string()),
    alreadyInvited: z.array(z.string()),
    invalidEmails: z.array(z.string()),
  })
  .openapi('InvitationResult');

export const invitationTokenParams = z.object({
  token: z.string().min(1).max(200).openapi({ description: 'The token from the invitation link' }),
});
