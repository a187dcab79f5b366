import { DataTypes, Model, type InferAttributes, type Sequelize } from 'sequelize';

export class CountryModel extends Model<InferAttributes<CountryModel>> {
  declare id: string;
  declare code: string;
  declare name: string;
  declare slug: string;
  declare flag: string;
}

export class CategoryModel extends Model<InferAttributes<CategoryModel>> {
  declare id: string;
  declare parentId: string | null;
  declare slug: string;
  declare name: string;
  declare description: string;
  declare icon: string;
  declare position: number;
}

export function initReferenceModels(sequelize: Sequelize) {
  CountryModel.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      code: DataTypes.CHAR(2),
      name: DataTypes.TEXT,
      slug: DataTypes.TEXT,
      flag: DataTypes.TEXT,
    },
    { sequelize, tableName: 'countries', timestamps: false },
  );
  CategoryModel.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      parentId: DataTypes.UUID,
      slug: DataTypes.TEXT,
      name: DataTypes.TEXT,
      description: DataTypes.TEXT,
      icon: DataTypes.TEXT,
      position: DataTypes.INTEGER,
    },
    { sequelize, tableName: 'categories', timestamps: false },
  );
  return { Country: CountryModel, Category: CategoryModel };
}
