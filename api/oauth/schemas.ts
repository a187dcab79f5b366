import { SCOPES } from '../../domain/access/scopes';
import { requireAnyOf, timestamp, uuidParam } from '../http/common-schemas';
import { z } from '../http/zod';

/**
 * OAuth 2.1: an https redirect URI, or http only on the loopback interface (native apps, RFC 8252);
 * never a fragment or credentials; printable ASCII as RFC 3986 has it. Stated as a pattern, so the document says what is accepted.
 */
const URI_CHARACTER = String.raw`(%[0-9A-Fa-f]{2}|[A-Za-z0-9\-._~!$&'()*+,;=:])`;
const REDIRECT_URI = new RegExp(
  String.raw`^(https://(${URI_CHARACTER}|[\[\]])+|http://(127\.0\.0\.1|\[::1\]|localhost)(:\d{1,5})?)([/?](${URI_CHARACTER}|[/?])*)?$`,
);

const redirectUriField = z
  .string()
  .max(2000, 'must be at most 2000 characters')
  .regex(REDIRECT_URI, 'must be an https URL (http only on 127.0.0.1, [::1] or localhost), without a fragment, credentials or whitespace')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http or https URL', abort: true }))
  .openapi({ format: 'uri', example: 'https://app.example.com/oauth/callback' });

const nameField = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

const redirectUrisField = z
  .array(redirectUriField)
  .min(1, 'must list at least one redirect URI')
  .max(20, 'must list at most 20 redirect URIs')
  .openapi({ description: 'Exact redirect URIs: an authorization request must name one of them character for character' });

const scopesField = z
  .array(z.enum(SCOPES, { error: `is not a known scope (known: ${SCOPES.join(', ')})` }))
  .min(1, 'must list at least one scope')
  .openapi({ description: 'The scopes the application may ask a user for' });

export const createOAuthAppBody = z
  .object({
    name: nameField,
    redirectUris: redirectUrisField,
    scopes: scopesField,
    public: z.boolean().optional().openapi({ description: 'A public client (a browser or native app) has no secret; default false' }),
  })
  .openapi('CreateOAuthAppRequest');

export const updateOAuthAppBody = z
  .object({ name: nameField.optional(), redirectUris: redirectUrisField.optional(), scopes: scopesField.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'must change at least one of name, redirectUris, scopes')
  .openapi('UpdateOAuthAppRequest', requireAnyOf(['name', 'redirectUris', 'scopes']));

export const oauthAppSchema = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    clientId: z.string().openapi({ description: 'The OAuth `client_id`', example: 'vci_4tJq8bXc2LmN0pQrS7uVwXyZ' }),
    name: z.string(),
    redirectUris: z.array(z.string()),
    scopes: z.array(z.enum(SCOPES)),
    public: z.boolean(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .openapi('OAuthApp');

export const createdOAuthAppSchema = oauthAppSchema
  .extend({
    clientSecret: z.string().optional().openapi({
      description:
        'A confidential application’s secret for `client_secret_basic`; shown in this answer only, absent for a public application',
    }),
  })
  .openapi('CreatedOAuthApp');

export const oauthAppParams = z.object({ organizationId: uuidParam('Organization id'), appId: uuidParam('OAuth application id') });

export const authorizedAppSchema = z
  .object({
    appId: z.uuid(),
    clientId: z.string(),
    name: z.string(),
    organization: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .openapi({ description: 'Who registered the application; null when it registered itself (an MCP client)' }),
    scopes: z.array(z.enum(SCOPES)).openapi({ description: 'Every scope the user granted it' }),
    firstAuthorizedAt: timestamp(),
    lastAuthorizedAt: timestamp(),
  })
  .openapi('AuthorizedApp');

export const authorizedAppParams = z.object({ appId: uuidParam('OAuth application id') });
