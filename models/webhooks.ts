import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

export const WEBHOOK_EVENTS = ['change.detected', 'run.failed', 'source.failing', 'source.recovered', 'digest.ready'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Events a delivery may carry: the subscribable ones plus the test event the API sends on request. */
export type DeliveredEvent = WebhookEvent | 'webhook.test';

export const WEBHOOK_FORMATS = ['standard', 'slack', 'teams', 'discord', 'ntfy'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export class WebhookEndpointModel extends Model<InferAttributes<WebhookEndpointModel>, InferCreationAttributes<WebhookEndpointModel>> {
  declare id: string;
  declare organizationId: string;
  declare createdByUserId: string | null;
  declare url: string;
  declare events: WebhookEvent[];
  declare projectIds: string[] | null;
  declare onlyRelevant: boolean;
  declare format: WebhookFormat;
  declare secretSealed: string;
  declare enabled: CreationOptional<boolean>;
  declare disabledReason: CreationOptional<string | null>;
  declare failingSince: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class WebhookDeliveryModel extends Model<InferAttributes<WebhookDeliveryModel>, InferCreationAttributes<WebhookDeliveryModel>> {
  declare id: string;
  declare endpointId: string;
  declare event: DeliveredEvent;
  declare payload: Record<string, unknown>;
  declare status: CreationOptional<DeliveryStatus>;
  declare attempts: CreationOptional<number>;
  declare lastResponseCode: CreationOptional<number | null>;
  declare lastError: CreationOptional<string | null>;
  declare nextRetryAt: CreationOptional<Date | null>;
  declare deliveredAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initWebhookModels(sequelize: Sequelize) {
  WebhookEndpointModel.init(
    {
      id: uuidPrimaryKey(),
      organizationId: DataTypes.UUID,
      createdByUserId: DataTypes.UUID,
      url: DataTypes.TEXT,
      events: DataTypes.ARRAY(DataTypes.TEXT),
      projectIds: DataTypes.ARRAY(DataTypes.UUID),
      onlyRelevant: DataTypes.BOOLEAN,
      format: DataTypes.TEXT,
      secretSealed: DataTypes.TEXT,
      enabled: { type: DataTypes.BOOLEAN, defaultValue: true },
      disabledReason: DataTypes.TEXT,
      failingSince: DataTypes.DATE,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'webhook_endpoints' },
  );
  WebhookDeliveryModel.init(
    {
      id: uuidPrimaryKey(),
      endpointId: DataTypes.UUID,
      event: DataTypes.TEXT,
      payload: DataTypes.JSONB,
      status: { type: DataTypes.TEXT, defaultValue: 'pending' },
      attempts: { type: DataTypes.INTEGER, defaultValue: 0 },
      lastResponseCode: DataTypes.INTEGER,
      lastError: DataTypes.TEXT,
      nextRetryAt: DataTypes.DATE,
      deliveredAt: DataTypes.DATE,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'webhook_deliveries' },
  );
}
