import { listCategories, listCountries } from '../../domain/reference/catalogue';
import { publicAccess } from '../auth/access';
import { defineRoute } from '../http/route';
import { z } from '../http/zod';
import { categorySchema, countrySchema } from './schemas';

export const referenceRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/user/data/countries',
    summary: 'List every ISO 3166-1 country',
    tags: ['Reference data'],
    access: publicAccess,
    response: { kind: 'json', data: z.array(countrySchema) },
    handler: () => listCountries(),
  }),
  defineRoute({
    method: 'get',
    path: '/api/user/data/categories',
    summary: 'List monitoring categories (two levels, subcategories carry parentId)',
    tags: ['Reference data'],
    access: publicAccess,
    response: { kind: 'json', data: z.array(categorySchema) },
    handler: () => listCategories(),
  }),
];
