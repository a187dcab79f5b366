import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

export class EmailOutboxModel extends Model<InferAttributes<EmailOutboxModel>, InferCreationAttributes<EmailOutboxModel>> {
  declare id: string;
  declare toAddress: string;
  declare subject: string;
  declare textBody: string;
  declare htmlBody: string | null;
  declare listUnsubscribeUrl: CreationOptional<string | null>;
  declare listUnsubscribeOneClick: CreationOptional<boolean>;
  declare sentAt: CreationOptional<Date | null>;
  declare attempts: CreationOptional<number>;
  declare lastError: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
}

export function initMailModels(sequelize: Sequelize) {
  EmailOutboxModel.init(
    {
      id: uuidPrimaryKey(),
      toAddress: DataTypes.TEXT,
      subject: DataTypes.TEXT,
      textBody: DataTypes.TEXT,
      htmlBody: DataTypes.TEXT,
      listUnsubscribeUrl: DataTypes.TEXT,
      listUnsubscribeOneClick: { type: DataTypes.BOOLEAN, defaultValue: false },
      sentAt: DataTypes.DATE,
      attempts: { type: DataTypes.INTEGER, defaultValue: 0 },
      lastError: DataTypes.TEXT,
      createdAt: timestampColumn(),
    },
    { sequelize, tableName: 'email_outbox', updatedAt: false },
  );
}
