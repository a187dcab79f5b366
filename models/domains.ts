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

export function initDomainModels(sequelize: Sequelize) {
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
