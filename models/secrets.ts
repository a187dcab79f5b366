import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { timestampColumn, uuidPrimaryKey } from './columns';

/** A named value an organization's sources use to sign in (`{{secret:NAME}}`); only its sealed form is stored. */
export class OrganizationSecretModel extends Model<
  InferAttributes<OrganizationSecretModel>,
  InferCreationAttributes<OrganizationSecretModel>
> {
  declare id: string;
  declare organizationId: string;
  declare name: string;
  declare valueSealed: string;
  declare createdByUserId: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initSecretModels(sequelize: Sequelize) {
  OrganizationSecretModel.init(
    {
      id: uuidPrimaryKey(),
      organizationId: DataTypes.UUID,
      name: DataTypes.TEXT,
      valueSealed: DataTypes.TEXT,
      createdByUserId: DataTypes.UUID,
      createdAt: timestampColumn(),
      updatedAt: timestampColumn(),
    },
    { sequelize, tableName: 'organization_secrets' },
  );
}
