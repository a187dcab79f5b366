import { DataTypes } from 'sequelize';

export const uuidPrimaryKey = () => ({ type: DataTypes.UUID, primaryKey: true });

/**
 * A fresh definition per attribute: Sequelize writes the column name (`field`) into the object it
 * is given, so sharing one between two attributes maps both to the same column.
 */
export const timestampColumn = () => ({ type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW });
