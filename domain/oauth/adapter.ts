import { Op } from 'sequelize';
import { OAuthApplicationModel, OAuthPayloadModel } from '../../models/oauth';
import { newId } from '../shared/ids';
import { firstUnstorableText, truncateText } from '../shared/storable-text';
import { SCOPES } from '../access/scopes';
import { isAcceptedRedirectUri } from './redirect-uris';

/** What oidc-provider hands its adapter: a model's payload, free-form JSON. */
export type AdapterPayload = Record<string, unknown>;

/**
 * The error a request that brought text PostgreSQL cannot hold is refused with: an oidc-provider error
 * (authorization-server.ts gives its classes), which the provider answers as a 400 in OAuth's format.
 */
export type UnstorableRefusal = (model: string, description: string) => Error;

/**
 * oidc-provider's storage interface (one instance per model name: AccessToken, Grant, Session…) on
 * PostgreSQL. Clients are the exception: they live in oauth_applications, where organizations register
 * them and Dynamic Client Registration adds public ones. Consumed objects (codes, rotated refresh tokens)
 * stay until they expire, marked consumed, so a replay is recognised (and revokes the grant).
 *
 * The provider reads its own requests, past the API's input guard, and stores what they carry (an
 * authorization request's parameters, a registration's metadata): a payload with text PostgreSQL cannot
 * hold (NUL, an unpaired surrogate) is refused here, where it would otherwise fail its statement as a 500.
 */
export class PostgresAdapter {
  constructor(
    private readonly model: string,
    private readonly refuse: UnstorableRefusal,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const unstorable = firstUnstorableText(payload);
    if (unstorable) {
      // The parameter's name (params.state → state, redirect_uris.0 → redirect_uris), not where the provider keeps it.
      const name = unstorable.path.filter((segment) => !/^\d+$/.test(segment)).at(-1) ?? 'the request';
      throw this.refuse(this.model, `${name} ${unstorable.error}`);
    }
    if (this.model === 'Client') return registerDynamicClient(id, payload);
    await OAuthPayloadModel.upsert({
      model: this.model,
      id,
      payload,
      grantId: stringOrNull(payload.grantId),
      clientId: stringOrNull(payload.clientId),
      uid: stringOrNull(payload.uid),
      userCode: stringOrNull(payload.userCode),
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (this.model === 'Client') return findClient(id);
    return this.findWhere({ id });
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere({ uid });
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere({ userCode });
  }

  async consume(id: string): Promise<void> {
    await OAuthPayloadModel.update({ consumedAt: new Date() }, { where: { model: this.model, id } });
  }

  async destroy(id: string): Promise<void> {
    if (this.model === 'Client') return;
    await OAuthPayloadModel.destroy({ where: { model: this.model, id } });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await OAuthPayloadModel.destroy({ where: { model: this.model, grantId } });
  }

  private async findWhere(where: { id: string } | { uid: string } | { userCode: string }): Promise<AdapterPayload | undefined> {
    const row = await OAuthPayloadModel.findOne({
      where: { model: this.model, ...where, [Op.or]: [{ expiresAt: null }, { expiresAt: { [Op.gt]: new Date() } }] },
      raw: true,
    });
    if (!row) return undefined;
    return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;
  }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * A client's metadata as oidc-provider validates it, from its row (no client without a redirect URI
 * the rule of redirect-uris.ts accepts). A client described by a metadata
 * document is not answered from its row: oidc-provider then reads the document (its cached copy, or a
 * fresh fetch), so the document stays the client's only description.
 */
async function findClient(clientId: string): Promise<AdapterPayload | undefined> {
  const row = await OAuthApplicationModel.findOne({ where: { clientId }, raw: true });
  if (!row || row.registration === 'metadata_document') return undefined;
  // Clients registered before registration applied the rule keep only the redirect URIs it accepts.
  const redirectUris = row.redirectUris.filter(isAcceptedRedirectUri);
  if (redirectUris.length === 0) return undefined;
  return {
    ...row.metadata,
    client_id: row.clientId,
    client_name: row.name,
    redirect_uris: redirectUris,
    scope: row.scopes.join(' '),
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: row.public ? 'none' : 'client_secret_basic',
    // Compared by hash: see the Client patch in authorization-server.ts.
    ...(row.clientSecretHash ? { client_secret: row.clientSecretHash } : {}),
  };
}

/** oidc-provider saves a client only when an agent registers itself (RFC 7591); those are public clients. */
async function registerDynamicClient(clientId: string, payload: AdapterPayload): Promise<void> {
  const { client_id: _id, client_name: name, redirect_uris: redirectUris, scope, ...metadata } = payload;
  await OAuthApplicationModel.create({
    id: newId(),
    clientId,
    organizationId: null,
    createdByUserId: null,
    registration: 'dynamic',
    name: selfDescribedName(name, 'Unnamed application'),
    redirectUris: redirectUris as string[],
    scopes: selfDescribedScopes(scope),
    public: true,
    clientSecretHash: null,
    metadata,
  });
}

/** The name a client without an organization gave itself, trimmed to the column's 100 characters (an emoji at the cut left out whole). */
export function selfDescribedName(name: unknown, fallback: string): string {
  return typeof name === 'string' && name.trim() ? truncateText(name.trim(), 100) : fallback;
}

/** The consent page shows what each authorization asks for; a client naming no Vigil scope may ask for any. */
export function selfDescribedScopes(scope: unknown): string[] {
  const requested = typeof scope === 'string' ? SCOPES.filter((known) => scope.split(' ').includes(known)) : [];
  return requested.length > 0 ? requested : [...SCOPES];
}
