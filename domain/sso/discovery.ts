import { SsoConfigurationModel } from '../../models/sso';
import { NotFoundError } from '../shared/errors';
import { authorizationEndpointProblem, PROVIDER_TIMEOUT_MS } from './provider-endpoints';

/**
 * The port a discovery document is fetched through (the integrations layer's oidc/discovery-fetch.ts fills it):
 * guarded, capped and within the provider's deadline, redirects refused.
 */
export type DiscoveryDocumentFetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface DiscoveredEndpoints {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  userinfoEndpoint: string | null;
}

export interface ConnectionTest {
  success: boolean;
  connectionSuccessful: boolean;
  message: string;
  error: string | null;
  endpoints: DiscoveredEndpoints | null;
}

const DISCOVERY_PATH = '/.well-known/openid-configuration';

/**
 * OIDC discovery against the saved issuer. A provider that cannot be reached or answers nonsense is
 * a finding to report, not a failed request: the answer says what went wrong.
 */
export async function testSsoConnection(
  organizationId: string,
  fetchDocument: DiscoveryDocumentFetch,
  allowInsecureIssuer: boolean,
): Promise<ConnectionTest> {
  const configuration = await SsoConfigurationModel.findByPk(organizationId, { raw: true });
  if (!configuration) throw new NotFoundError('SSO configuration');
  try {
    const endpoints = await discover(configuration.issuerUrl, fetchDocument, allowInsecureIssuer);
    return {
      success: true,
      connectionSuccessful: true,
      message: `Discovered the identity provider at ${endpoints.issuer}`,
      error: null,
      endpoints,
    };
  } catch (error) {
    const reason = error instanceof Error ? describe(error) : String(error);
    return {
      success: false,
      connectionSuccessful: false,
      message: 'The identity provider could not be reached or its discovery document is not usable',
      error: reason,
      endpoints: null,
    };
  }
}

async function discover(
  issuerUrl: string,
  fetchDocument: DiscoveryDocumentFetch,
  allowInsecureIssuer: boolean,
): Promise<DiscoveredEndpoints> {
  const response = await fetchDocument(`${issuerUrl}${DISCOVERY_PATH}`);
  if (!response.ok) throw new Error(`${DISCOVERY_PATH} answered HTTP ${response.status}`);
  const document = (await response.json()) as Record<string, unknown>;
  const text = (key: string) => (typeof document[key] === 'string' ? (document[key] as string) : null);
  const issuer = text('issuer');
  const authorizationEndpoint = text('authorization_endpoint');
  const tokenEndpoint = text('token_endpoint');
  const jwksUri = text('jwks_uri');
  if (!issuer || !authorizationEndpoint || !tokenEndpoint || !jwksUri)
    throw new Error('The discovery document lacks issuer, authorization_endpoint, token_endpoint or jwks_uri');
  if (issuer.replace(/\/$/, '') !== issuerUrl) throw new Error(`The discovery document names issuer ${issuer}, not ${issuerUrl}`);
  const problem = authorizationEndpointProblem(issuerUrl, authorizationEndpoint, allowInsecureIssuer);
  if (problem) throw new Error(problem);
  return { issuer, authorizationEndpoint, tokenEndpoint, jwksUri, userinfoEndpoint: text('userinfo_endpoint') };
}

/** fetch wraps connection failures ("fetch failed"); the cause says what really happened. */
function describe(error: Error): string {
  if (error.name === 'TimeoutError') return `The identity provider did not answer within ${PROVIDER_TIMEOUT_MS} ms`;
  const cause = error.cause;
  return cause instanceof Error ? cause.message : error.message;
}
