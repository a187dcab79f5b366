import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';
import type { SubscriptionState } from './organizations';

/** The billing columns of `organizations`: what billing reads and writes, and nothing else. */
export class OrganizationBillingModel extends Model<
  InferAttributes<OrganizationBillingModel>,
  InferCreationAttributes<OrganizationBillingModel>
> {
  declare id: string;
  declare billingEmail: string | null;
  declare stripeCustomerId: string | null;
  declare tierId: string | null;
  declare subscription: SubscriptionState | null;
  declare seatCap: number;
  declare slotCap: number;
  declare slotPacks: number;
  declare creditBalance: number;
  declare updatedAt: CreationOptional<Date>;
}

export class StripeEventModel extends Model<InferAttributes<StripeEventModel>, InferCreationAttributes<StripeEventModel>> {
  declare id: string;
  declare type: string;
  declare organizationId: string | null;
  declare receivedAt: CreationOptional<Date>;
}

export class CreditGrantModel extends Model<InferAttributes<CreditGrantModel>, InferCreationAttributes<CreditGrantModel>> {
  declare checkoutSessionId: string;
  declare organizationId: string;
  declare packId: string;
  declare credits: number;
  declare createdAt: CreationOptional<Date>;
}

export function initBillingModels(sequelize: Sequelize) {
  OrganizationBillingModel.init(
    {
      id: uuidPrimaryKey(),
      billingEmail: DataTypes.CITEXT,
      stripeCustomerId: DataTypes.TEXT,
      tierId: DataTypes.TEXT,
      subscription: DataTypes.JSONB,
      seatCap: DataTypes.INTEGER,
      slotCap: DataTypes.INTEGER,
      slotPacks: DataTypes.INTEGER,
      creditBalance: DataTypes.INTEGER,
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'organizations', createdAt: false },
  );
  StripeEventModel.init(
    { id: { type: DataTypes.TEXT, primaryKey: true }, type: DataTypes.TEXT, organizationId: DataTypes.UUID, receivedAt: timestampColumn() },
    { sequelize, tableName: 'stripe_events', timestamps: false },
  );
  CreditGrantModel.init(
    {
      checkoutSessionId: { type: DataTypes.TEXT, primaryKey: true },
      organizationId: DataTypes.UUID,
      packId: DataTypes.TEXT,
      credits: DataTypes.INTEGER,
      createdAt: timestampColumn(),
    },
    { sequelize, tableName: 'credit_grants', updatedAt: false },
  );
}
