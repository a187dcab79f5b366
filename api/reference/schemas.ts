import { z } from '../http/zod';

export const countrySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    code: z.string().length(2).openapi({ description: 'ISO 3166-1 alpha-2', example: 'FR' }),
    slug: z.string(),
    flag: z.url(),
  })
  .openapi('Country');

export const categorySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    icon: z.string().openapi({ description: 'Lucide icon name' }),
    parentId: z.uuid().nullable().openapi({ description: 'Parent category for subcategories, null at the top level' }),
  })
  .openapi('Category');
