import { newId } from '../domain/shared/ids';
import { toSlug } from '../domain/shared/slug';
import { countries } from './data/countries';
import { categoryTaxonomy } from './data/categories';
import { runStatements, type Migration, type MigrationContext } from './migration';

const FLAG_BASE_URL = 'https://flagcdn.com';

export const referenceData: Migration = {
  name: '0001-reference-data',
  async up(context) {
    await runStatements(context, [
      `CREATE TABLE countries (
        id uuid PRIMARY KEY,
        code char(2) NOT NULL UNIQUE,
        name text NOT NULL,
        slug text NOT NULL UNIQUE,
        flag text NOT NULL
      )`,
      `CREATE TABLE categories (
        id uuid PRIMARY KEY,
        parent_id uuid REFERENCES categories(id),
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        description text NOT NULL,
        icon text NOT NULL,
        position integer NOT NULL
      )`,
    ]);
    await seedCountries(context);
    await seedCategories(context);
  },
};

async function seedCountries({ sequelize, transaction }: MigrationContext) {
  const rows = countries.map((country) => ({
    id: newId(),
    code: country.code,
    name: country.name,
    slug: toSlug(country.name),
    flag: `${FLAG_BASE_URL}/${country.code.toLowerCase()}.svg`,
  }));
  await sequelize.getQueryInterface().bulkInsert('countries', rows, { transaction });
}

async function seedCategories({ sequelize, transaction }: MigrationContext) {
  const rows: Array<Record<string, unknown>> = [];
  categoryTaxonomy.forEach((group, groupIndex) => {
    const groupId = newId();
    const { children, ...fields } = group;
    rows.push({ id: groupId, parent_id: null, position: groupIndex, ...fields });
    children.forEach((child, childIndex) => rows.push({ id: newId(), parent_id: groupId, position: childIndex, ...child }));
  });
  await sequelize.getQueryInterface().bulkInsert('categories', rows, { transaction });
}
