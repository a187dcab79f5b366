import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

export class SessionModel extends Model<InferAttributes<SessionModel>, InferCreationAttributes<SessionModel>> {
  declare id: string;
  declare userId: string;
  declare tokenHash: string;
  declare method: string;
  declare mfaCompleted: boolean;
  declare twoFactorPending: boolean;
  declare ssoOrganizationId: CreationOptional<string | null>;
  declare providerMfa: CreationOptional<boolean>;
  declare ipAddress: string | null;
  declare userAgent: string | null;
  declare createdAt: CreationOptional<Date>;
  declare lastSeenAt: CreationOptional<Date>;
  declare expiresAt: Date;
  declare revokedAt: CreationOptional<Date | null>;
}

export class UserTokenModel extends Model<InferAttributes<UserTokenModel>, InferCreationAttributes<UserTokenModel>> {
  declare id: string;
  declare userId: string;
  declare purpose: 'email_verification' | 'magic_link' | 'password_reset';
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
}

export class RecoveryCodeModel extends Model<InferAttributes<RecoveryCodeModel>, InferCreationAttributes<RecoveryCodeModel>> {
  declare id: string;
  declare userId: string;
  declare codeHash: string;
  declare usedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
}

export class ApiKeyModel extends Model<InferAttributes<ApiKeyModel>, InferCreationAttributes<ApiKeyModel>> {
  declare id: string;
  declare userId: string;
  declare name: string;
  declare keyHash: string;
  declare start: string;
  declare scopes: string[];
  declare metadata: Record<string, unknown>;
  /** The strength of the session that created the key (or of its parent key). */
  declare strength: { method: string; mfaCompleted: boolean; ssoOrganizationId: string | null; providerMfa: boolean };
  declare enabled: CreationOptional<boolean>;
  declare expiresAt: Date | null;
  declare lastUsedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class LoginEventModel extends Model<InferAttributes<LoginEventModel>, InferCreationAttributes<LoginEventModel>> {
  declare id: string;
  declare userId: string | null;
  declare email: string | null;
  declare action: string;
  declare success: boolean;
  declare ipAddress: string | null;
  declare userAgent: string | null;
  declare metadata: Record<string, unknown>;
  declare createdAt: CreationOptional<Date>;
}

export function initAuthModels(sequelize: Sequelize) {
  SessionModel.init(
    {
      id: uuidPrimaryKey(),
      userId: DataTypes.UUID,
      tokenHash: DataTypes.TEXT,
      method: DataTypes.TEXT,
      mfaCompleted: DataTypes.BOOLEAN,
      twoFactorPending: DataTypes.BOOLEAN,
      ssoOrganizationId: DataTypes.UUID,
      providerMfa: { type: DataTypes.BOOLEAN, defaultValue: false },
      ipAddress: DataTypes.TEXT,
      userAgent: DataTypes.TEXT,
      createdAt: timestampColumn(),
      lastSeenAt: timestampColumn(),
      expiresAt: DataTypes.DATE,
      revokedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'sessions', updatedAt: false },
  );
  UserTokenModel.init(
    {
      id: uuidPrimaryKey(),
      userId: DataTypes.UUID,
      purpose: DataTypes.TEXT,
      tokenHash: DataTypes.TEXT,
      expiresAt: DataTypes.DATE,
      usedAt: DataTypes.DATE,
      createdAt: timestampColumn(),
    },
    { sequelize, tableName: 'user_tokens', updatedAt: false },
  );
  RecoveryCodeModel.init(
    { id: uuidPrimaryKey(), userId: DataTypes.UUID, codeHash: DataTypes.TEXT, usedAt: DataTypes.DATE, createdAt: timestampColumn() },
    { sequelize, tableName: 'recovery_codes', updatedAt: false },
  );
  ApiKeyModel.init(
    {
      id: uuidPrimaryKey(),
      userId: DataTypes.UUID,
      name: DataTypes.TEXT,
      keyHash: DataTypes.TEXT,
      start: DataTypes.TEXT,
      scopes: DataTypes.ARRAY(DataTypes.TEXT),
      metadata: DataTypes.JSONB,
      strength: DataTypes.JSONB,
      enabled: { type: DataTypes.BOOLEAN, defaultValue: true },
      expiresAt: DataTypes.DATE,
      lastUsedAt: DataTypes.DATE,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'api_keys' },
  );
  LoginEventModel.init(
    {
      id: uuidPrimaryKey(),
      userId: DataTypes.UUID,
      email: DataTypes.CITEXT,
      action: DataTypes.TEXT,
      success: DataTypes.BOOLEAN,
      ipAddress: DataTypes.TEXT,
      userAgent: DataTypes.TEXT,
      metadata: DataTypes.JSONB,
      createdAt: timestampColumn(),
    },
    { sequelize, tableName: 'login_events', updatedAt: false },
  );
}
