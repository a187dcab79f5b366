import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

export const PROJECT_STATUSES = ['draft', 'active', 'paused', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type ProjectFrequency = (typeof PROJECT_FREQUENCIES)[number];

export class ProjectModel extends Model<InferAttributes<ProjectModel>, InferCreationAttributes<ProjectModel>> {
  declare id: string;
  declare organizationId: string;
  declare createdByUserId: string | null;
  declare name: string;
  declare description: string | null;
  declare businessContext: string | null;
  declare status: ProjectStatus;
  declare frequency: ProjectFrequency;
  declare timezone: string;
  declare lastRunAt: CreationOptional<Date | null>;
  declare nextRunAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initProjectModels(sequelize: Sequelize) {
  ProjectModel.init(
    {
      id: uuidPrimaryKey(),
      organizationId: DataTypes.UUID,
      createdByUserId: DataTypes.UUID,
      name: DataTypes.TEXT,
      description: DataTypes.TEXT,
      businessContext: DataTypes.TEXT,
      status: DataTypes.TEXT,
      frequency: DataTypes.TEXT,
      timezone: DataTypes.TEXT,
      lastRunAt: DataTypes.DATE,
      nextRunAt: DataTypes.DATE,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'projects' },
  );
}
