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

// Reference data changes only through migrations, which run before a process serves: read it once.
export const listCountries = readOnce(loadCountries);
export const listCategories = readOnce(loadCategories);

function loadCountries(): Promise<Country[]> {
  return CountryModel.findAll({ attributes: ['id', 'name', 'code', 'slug', 'flag'], order: [['name', 'ASC']], raw: true });
}

/** Top-level categories first, each followed by its subcategories, in curated order. */
async function loadCategories(): Promise<Category[]> {
  const rows = await CategoryModel.findAll({ order: [['position', 'ASC']], raw: true });
  const groups = rows.filter((row) => row.parentId === null);
  return groups.flatMap((group) => [group, ...rows.filter((row) => row.parentId === group.id)]).map(toCategory);
}

function toCategory({ id, name, slug, description, icon, parentId }: CategoryModel): Category {
  return { id, name, slug, description, icon, parentId };
}

/** Caches the first successful result; a failed read is retried by the next caller. */
function readOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}
