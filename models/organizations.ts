import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { Role } from '../domain/access/scopes';
import { timestampColumn, uuidPrimaryKey } from './columns';

export interface SubscriptionState {
  paymentSubscriptionId: string;
  status: string;
  interval: string;
  currentPeriodEnd: string;
  cancelAt: string | null;
}

export class OrganizationModel extends Model<InferAttributes<OrganizationModel>, InferCreationAttributes<OrganizationModel>> {
  declare id: string;
  declare name: string;
  declare slug: string;
  declare status: CreationOptional<'active' | 'suspended'>;
  declare type: 'personal' | 'team';
  declare tierId: CreationOptional<string | null>;
  declare subscription: CreationOptional<SubscriptionState | null>;
  declare seatCap: CreationOptional<number>;
  declare slotCap: CreationOptional<number>;
  declare slotPacks: CreationOptional<number>;
  declare creditBalance: CreationOptional<number>;
  declare requireMfa: CreationOptional<boolean>;
  declare ssoEnabled: CreationOptional<boolean>;
  declare authRequired: CreationOptional<'any' | 'mfa' | 'sso'>;
  declare mfaGracePeriodDays: CreationOptional<number>;
  declare mfaRequiredSince: CreationOptional<Date | null>;
  declare mfaEnforcedAt: CreationOptional<Date | null>;
  /** When a requirement was last added (authRequired raised, MFA enforcement began): API keys made before keep working. */
  declare policyTightenedAt: CreationOptional<Date | null>;
  /** Since when the organization has required anything beyond a password without a break; null while it requires nothing. */
  declare policyStrictSince: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export type MembershipStatus = 'invited' | 'active' | 'pending_approval' | 'removed';

export class MembershipModel extends Model<InferAttributes<MembershipModel>, InferCreationAttributes<MembershipModel>> {
  declare id: string;
  declare organizationId: string;
  declare userId: string | null;
  declare email: string;
  declare role: Role;
  declare status: MembershipStatus;
  declare invitedByUserId: CreationOptional<string | null>;
  declare inviteTokenHash: CreationOptional<string | null>;
  declare inviteExpiresAt: CreationOptional<Date | null>;
  declare invitedAt: CreationOptional<Date | null>;
  declare joinedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initOrganizationModels(sequelize: Sequelize) {
  OrganizationModel.init(
    {
      id: uuidPrimaryKey(),
      name: DataTypes.TEXT,
      slug: DataTypes.CITEXT,
      status: { type: DataTypes.TEXT, defaultValue: 'active' },
      type: DataTypes.TEXT,
      tierId: DataTypes.TEXT,
      subscription: DataTypes.JSONB,
      seatCap: { type: DataTypes.INTEGER, defaultValue: 5 },
      slotCap: { type: DataTypes.INTEGER, defaultValue: 3 },
      slotPacks: { type: DataTypes.INTEGER, defaultValue: 0 },
      creditBalance: { type: DataTypes.INTEGER, defaultValue: 0 },
      requireMfa: { type: DataTypes.BOOLEAN, defaultValue: false },
      ssoEnabled: { type: DataTypes.BOOLEAN, defaultValue: false },
      authRequired: { type: DataTypes.TEXT, defaultValue: 'any' },
      mfaGracePeriodDays: { type: DataTypes.INTEGER, defaultValue: 0 },
      mfaRequiredSince: DataTypes.DATE,
      mfaEnforcedAt: DataTypes.DATE,
      policyTightenedAt: DataTypes.DATE,
      policyStrictSince: DataTypes.DATE,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'organizations' },
  );
  MembershipModel.init(
    {
      id: uuidPrimaryKey(),
      organizationId: DataTypes.UUID,
      userId: DataTypes.UUID,
      email: DataTypes.CITEXT,
      role: DataTypes.TEXT,
      status: DataTypes.TEXT,
      invitedByUserId: DataTypes.UUID,
      inviteTokenHash: DataTypes.TEXT,
      inviteExpiresAt: DataTypes.DATE,
      invitedAt: DataTypes.DATE,
      joinedAt: DataTypes.DATE,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'memberships' },
  );
}
