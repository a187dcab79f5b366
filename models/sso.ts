import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn } from './columns';

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

export function initSsoModels(sequelize: Sequelize) {
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
}
