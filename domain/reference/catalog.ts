import { CategoryModel, CountryModel } from '../../models/reference';

export interface Country {
  id: string;
  name: string;
  code: string;
  slug: string;
  flag: string;
}

export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  parentId: string | null;
}

export function listCountries(): Promise<Country[]> {
  return CountryModel.findAll({ attributes: ['id', 'name', 'code', 'slug', 'flag'], order: [['name', 'ASC']], raw: true });
}

/** Top-level categories first, each followed by its subcategories, in curated order. */
export async function listCategories(): Promise<Category[]> {
  const rows = await CategoryModel.findAll({ order: [['position', 'ASC']], raw: true });
  const groups = rows.filter((row) => row.parentId === null);
  return groups.flatMap((group) => [group, ...rows.filter((row) => row.parentId === group.id)]).map(toCategory);
}

function toCategory({ id, name, slug, description, icon, parentId }: CategoryModel): Category {
  return { id, name, slug, description, icon, parentId };
}
