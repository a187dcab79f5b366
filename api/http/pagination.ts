import type { PageMeta } from './envelope';
import { z } from './zod';

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/** `limit` over 100 or a negative `offset` is rejected, never clamped (DESIGN.md §4). */
export const paginationQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0).openapi({ description: 'Items to skip' }),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT).openapi({ description: 'Page size, at most 100' }),
});

export type PageRequest = z.infer<typeof paginationQuery>;

export interface Page<T> extends PageRequest {
  items: T[];
  total: number;
}

export function pageMeta({ total, offset, limit }: { total: number; offset: number; limit: number }): PageMeta {
  return { total, offset, limit, hasMore: offset + limit < total };
}
