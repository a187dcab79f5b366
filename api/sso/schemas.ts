import { credentialText, httpUrl } from '../http/common-schemas';
import { z } from '../http/zod';
import { emailField } from '../auth/schemas';

export const ssoProviderField = z.enum(['oidc', 'okta', 'azure_ad', 'google_workspace']).openapi('SsoProvider');

export const ssoConfigurationSchema = z
  .object({
    enabled: z.boolean(),
    provider: ssoProviderField,
    domain: z.string().nullable().openapi({
      description: 'The first verified domain of the organization, whose addresses sign in this way; null until one is verified',
    }),
    issuerUrl: z.string(),
    clientId: z.string().openapi({ description: 'Abbreviated', example: '0oa1…f6g7' }),
  })
  .openapi('SsoConfiguration');

const issuerUrlField = httpUrl('must be an http(s) URL', 2000)
  .refine((value) => !value.includes('/.well-known/'), 'must be the issuer itself, without the /.well-known/openid-configuration suffix')
  .refine((value) => !/[?#]/.test(value), 'must not carry a query or fragment')
  .transform((value) => value.replace(/\/+$/, ''))
  .openapi({ example: 'https://acme.okta.com' });

export const ssoConfigurationBody = z
  .strictObject({
    provider: ssoProviderField,
    issuerUrl: issuerUrlField,
    clientId: credentialText(500, { trim: true }),
    clientSecret: credentialText(2000, { trim: false }),
  })
  .openapi('SsoConfigurationRequest');

export const connectionTestSchema = z
  .object({
    success: z.boolean(),
    connectionSuccessful: z.boolean(),
    message: z.string(),
    error: z.string().nullable(),
    endpoints: z
      .object({
        issuer: z.string(),
        authorizationEndpoint: z.string(),
        tokenEndpoint: z.string(),
        jwksUri: z.string(),
        userinfoEndpoint: z.string().nullable(),
      })
      .nullable()
      .openapi({ description: 'What discovery found; null when it failed' }),
  })
  .openapi('SsoConnectionTest');

export const ssoSignInBody = z.object({ email: emailField }).openapi('SsoSignInRequest');

export const ssoSignInResult = z
  .object({ url: z.string().openapi({ example: 'https://api.example.com/api/auth/sso/acme/login' }) })
  .openapi('SsoSignInUrl', { description: 'Where the browser goes next: the organization’s SSO login route' });

export const ssoSlugParams = z.object({ slug: z.string().min(1).max(200).openapi({ description: 'Organization slug' }) });

/** The identity provider's redirect back carries these (RFC 6749 §4.1.2, RFC 9207 `iss`); nothing else is read. */
export const ssoCallbackQuery = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
