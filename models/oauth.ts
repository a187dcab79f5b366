import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

/**
 * How a client came to exist: registered by an organization's owner or admin, by an agent itself (RFC 7591),
 * or described by the Client ID Metadata Document at its client_id (saved when a user is asked to approve it).
 */
export type OAuthRegistration = 'organization' | 'dynamic' | 'metadata_document';

export class OAuthApplicationModel extends Model<InferAttributes<OAuthApplicationModel>, InferCreationAttributes<OAuthApplicationModel>> {
  declare id: string;
  declare clientId: string;
  declare organizationId: string | null;
  declare createdByUserId: string | null;
  declare registration: OAuthRegistration;
  declare name: string;
  declare redirectUris: string[];
  declare scopes: string[];
  declare public: boolean;
  declare clientSecretHash: string | null;
  /** Client metadata a dynamically registered client sent beyond the columns (oidc-provider's own fields). */
  declare metadata: CreationOptional<Record<string, unknown>>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** One row per object oidc-provider stores (model name and id), with the columns its adapter looks up by. */
export class OAuthPayloadModel extends Model<InferAttributes<OAuthPayloadModel>, InferCreationAttributes<OAuthPayloadModel>> {
  declare model: string;
  declare id: string;
  declare payload: Record<string, unknown>;
  declare grantId: string | null;
  declare clientId: string | null;
  declare uid: string | null;
  declare userCode: string | null;
  declare consumedAt: CreationOptional<Date | null>;
  declare expiresAt: Date | null;
}

/** The user's approval behind one grant, with the strength of the session that gave it. */
export class OAuthConsentModel extends Model<InferAttributes<OAuthConsentModel>, InferCreationAttributes<OAuthConsentModel>> {
  declare id: string;
  declare grantId: string;
  declare userId: string;
  declare applicationId: string;
  declare scopes: string[];
  declare resource: string;
  /** domain/auth/credential-strength.ts's CredentialStrength, as JSON. */
  declare strength: { method: string; mfaCompleted: boolean; ssoOrganizationId: string | null; providerMfa: boolean };
  declare createdAt: CreationOptional<Date>;
}

export class OAuthSigningKeyModel extends Model<InferAttributes<OAuthSigningKeyModel>, InferCreationAttributes<OAuthSigningKeyModel>> {
  declare id: string;
  declare jwksSealed: string;
  declare createdAt: CreationOptional<Date>;
}

export function initOAuthModels(sequelize: Sequelize) {
  OAuthApplicationModel.init(
    {
      id: uuidPrimaryKey(),
      clientId: DataTypes.TEXT,
      organizationId: DataTypes.UUID,
      createdByUserId: DataTypes.UUID,
      registration: DataTypes.TEXT,
      name: DataTypes.TEXT,
      redirectUris: DataTypes.ARRAY(DataTypes.TEXT),
      scopes: DataTypes.ARRAY(DataTypes.TEXT),
      public: DataTypes.BOOLEAN,
      clientSecretHash: DataTypes.TEXT,
      metadata: { type: DataTypes.JSONB, defaultValue: {} },
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'oauth_applications' },
  );
  OAuthPayloadModel.init(
    {
      model: { type: DataTypes.TEXT, primaryKey: true },
      id: { type: DataTypes.TEXT, primaryKey: true },
      payload: DataTypes.JSONB,
      grantId: DataTypes.TEXT,
      clientId: DataTypes.TEXT,
      uid: DataTypes.TEXT,
      userCode: DataTypes.TEXT,
      consumedAt: DataTypes.DATE,
      expiresAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'oauth_payloads', timestamps: false },
  );
  OAuthConsentModel.init(
    {
      id: uuidPrimaryKey(),
      grantId: DataTypes.TEXT,
      userId: DataTypes.UUID,
      applicationId: DataTypes.UUID,
      scopes: DataTypes.ARRAY(DataTypes.TEXT),
      resource: DataTypes.TEXT,
      strength: DataTypes.JSONB,
      createdAt: timestampColumn(),
    },
    { sequelize, tableName: 'oauth_consents', updatedAt: false },
  );
  OAuthSigningKeyModel.init(
    {
      id: { type: DataTypes.TEXT, primaryKey: true },
      jwksSealed: DataTypes.TEXT,
      createdAt: timestampColumn(),
    },
    { sequelize, tableName: 'oauth_signing_keys', updatedAt: false },
  );
}
