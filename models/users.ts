import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

export class UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  declare id: string;
  declare email: string;
  declare passwordHash: string | null;
  declare fullName: string;
  declare isVerified: CreationOptional<boolean>;
  declare verifiedAt: CreationOptional<Date | null>;
  declare isActive: CreationOptional<boolean>;
  declare lastLoginAt: CreationOptional<Date | null>;
  declare emailPreferences: CreationOptional<{ marketingOptOut: boolean }>;
  declare role: CreationOptional<'user' | 'staff'>;
  declare twoFactorEnabled: CreationOptional<boolean>;
  declare totpSecret: CreationOptional<string | null>;
  declare totpLastTimeStep: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initUserModels(sequelize: Sequelize) {
  UserModel.init(
    {
      id: uuidPrimaryKey(),
      email: DataTypes.CITEXT,
      passwordHash: DataTypes.TEXT,
      fullName: DataTypes.TEXT,
      isVerified: { type: DataTypes.BOOLEAN, defaultValue: false },
      verifiedAt: DataTypes.DATE,
      isActive: { type: DataTypes.BOOLEAN, defaultValue: true },
      lastLoginAt: DataTypes.DATE,
      emailPreferences: { type: DataTypes.JSONB, defaultValue: { marketingOptOut: false } },
      role: { type: DataTypes.TEXT, defaultValue: 'user' },
      twoFactorEnabled: { type: DataTypes.BOOLEAN, defaultValue: false },
      totpSecret: DataTypes.TEXT,
      totpLastTimeStep: DataTypes.INTEGER,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'users' },
  );
}
