import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

export class AuditLogModel extends Model<InferAttributes<AuditLogModel>, InferCreationAttributes<AuditLogModel>> {
  declare id: string;
  declare organizationId: string | null;
  declare userId: string | null;
  declare actor: Record<string, unknown>;
  declare action: string;
  declare resourceType: string;
  declare resourceId: string | null;
  declare metadata: Record<string, unknown>;
  declare ipAddress: string | null;
  declare userAgent: string | null;
  declare auditSessionId: string | null;
  declare traceId: string | null;
  declare createdAt: CreationOptional<Date>;
}

export function initAuditModels(sequelize: Sequelize) {
  AuditLogModel.init(
    {
      id: uuidPrimaryKey(),
      organizationId: DataTypes.UUID,
      userId: DataTypes.UUID,
      actor: DataTypes.JSONB,
      action: DataTypes.TEXT,
      resourceType: DataTypes.TEXT,
      resourceId: DataTypes.TEXT,
      metadata: DataTypes.JSONB,
      ipAddress: DataTypes.TEXT,
      userAgent: DataTypes.TEXT,
      auditSessionId: DataTypes.TEXT,
      traceId: DataTypes.TEXT,
      createdAt: timestampColumn(),
    },
    { sequelize, tableName: 'audit_logs', updatedAt: false },
  );
}
