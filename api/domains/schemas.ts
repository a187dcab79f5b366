import { timestamp, uuidParam } from '../http/common-schemas';
import { z } from '../http/zod';

export const domainParams = z.object({ organizationId: uuidParam('Organization id'), domainId: uuidParam('Domain id') });

/**
 * What the document can say of a domain name (domain/domains/names.ts checks the rest): labels of
 * letters, digits and inner hyphens, at least two of them, a top-level label that starts with a letter
 * (so never an IP address), an optional final dot. Public suffixes (`co.uk`) are refused by the list
 * they come from, and international names are accepted too; neither fits a pattern.
 */
const DOMAIN_NAME_PATTERN = '^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.?$';

export const addDomainBody = z
  .object({
    domain: z.string().min(1, 'must not be empty').max(253, 'must be at most 253 characters').openapi({
      description: 'A domain the organization owns; stored lower case, international names in punycode',
      example: 'acme.com',
      pattern: DOMAIN_NAME_PATTERN,
    }),
  })
  .openapi('AddDomainRequest');

export const autoJoinSchema = z
  .object({
    mode: z.enum(['off', 'automatic', 'approval']).openapi({
      description:
        'off: nobody joins by e-mail domain; automatic: users with a verified address on the domain join at once; approval: they get a join request an owner or admin reviews',
    }),
    role: z.enum(['admin', 'member']).openapi({ description: 'The role given to people who join this way' }),
  })
  .openapi('AutoJoinPolicy');

export const domainSchema = z
  .object({
    id: z.uuid(),
    domain: z.string(),
    status: z.enum(['pending', 'verified', 'failed']),
    verificationMethod: z.literal('dns_txt'),
    dnsRecordName: z.string().openapi({ example: '_vigil-verify.acme.com' }),
    dnsRecordValue: z.string().openapi({ description: 'Publish this exact value as a TXT record at dnsRecordName' }),
    verifiedAt: timestamp().nullable(),
    lastVerificationAttempt: timestamp().nullable(),
    verificationError: z.string().nullable(),
    autoJoin: autoJoinSchema,
    createdAt: timestamp(),
    updatedAt: timestamp(),
    organizationId: z.uuid(),
  })
  .openapi('Domain');

export const domainListSchema = z.object({ domains: z.array(domainSchema) }).openapi('DomainList');

export const autoJoinBody = autoJoinSchema.openapi('UpdateAutoJoinRequest');
