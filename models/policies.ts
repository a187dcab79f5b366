import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

export type DomainStatus = 'pending' | 'verified' | 'failed';
export type AutoJoinMode = 'off' | 'automatic' | 'approval';

export class DomainModel extends Model<InferAttributes<DomainModel>, InferCreationAttributes<DomainModel>> {
  declare id: string;
  declare organizationId: string;
  declare domain: string;
  declare status: CreationOptional<DomainStatus>;
  declare verificationMethod: CreationOptional<'dns_txt'>;
  declare dnsRecordValue: string;
  declare verifiedAt: CreationOptional<Date | null>;
  declare lastVerificationAttempt: CreationOptional<Date | null>;
  declare verificationError: CreationOptional<string | null>;
  declare autoJoinMode: CreationOptional<AutoJoinMode>;
  declare autoJoinRole: CreationOptional<'admin' | 'member'>;
  /** A verified domain whose TXT record the `domain-recheck` schedule found missing: since when (null while present). */
  declare recordMissingSince: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export type SsoProvider = 'oidc' | 'okta' | 'azure_ad' | 'google_workspace';

export class SsoConfigurationModel extends Model<InferAttributes<SsoConfigurationModel>, InferCreationAttributes<SsoConfigurationModel>> {
  declare organizationId: string;
  declare provider: SsoProvider;
  declare issuerUrl: string;
  declare clientId: string;
  declare clientSecretSealed: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** An SSO sign-in between the redirect to the identity provider and its callback; spent once. */
export class SsoSignInStateModel extends Model<InferAttributes<SsoSignInStateModel>, InferCreationAttributes<SsoSignInStateModel>> {
  declare stateHash: string;
  declare organizationId: string;
  declare codeVerifier: string;
  declare nonce: string;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;
}

export function initPolicyModels(sequelize: Sequelize) {
  SsoSignInStateModel.init(
    {
      stateHash: { type: DataTypes.TEXT, primaryKey: true },
      organizationId: DataTypes.UUID,
      codeVerifier: DataTypes.TEXT,
      nonce: DataTypes.TEXT,
      expiresAt: DataTypes.DATE,
      createdAt: timestampColumn(),
    },
    { sequelize, tableName: 'sso_sign_in_states', updatedAt: false },
  );
  SsoConfigurationModel.init(
    {
      organizationId: { type: DataTypes.UUID, primaryKey: true },
      provider: DataTypes.TEXT,
      issuerUrl: DataTypes.TEXT,
      clientId: DataTypes.TEXT,
      clientSecretSealed: DataTypes.TEXT,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'sso_configurations' },
  );
  DomainModel.init(
    {
      id: uuidPrimaryKey(),
      organizationId: DataTypes.UUID,
      domain: DataTypes.CITEXT,
      status: { type: DataTypes.TEXT, defaultValue: 'pending' },
      verificationMethod: { type: DataTypes.TEXT, defaultValue: 'dns_txt' },
      dnsRecordValue: DataTypes.TEXT,
      verifiedAt: DataTypes.DATE,
      lastVerificationAttempt: DataTypes.DATE,
      verificationError: DataTypes.TEXT,
      autoJoinMode: { type: DataTypes.TEXT, defaultValue: 'off' },
      autoJoinRole: { type: DataTypes.TEXT, defaultValue: 'member' },
      recordMissingSince: DataTypes.DATE,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'domains' },
  );
}
