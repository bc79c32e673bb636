import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CatalogPage } from '@/shared/contracts/catalog-admin';
import { apiFetch } from '@/web/lib/api-client';
import { adminKeys, nextOffset } from './admin-keys';

export function listCatalog(search: string, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ offset: String(offset) });
  if (search) query.set('search', search);
  return apiFetch<CatalogPage>(`/api/v1/admin/companies?${query}`, { signal });
}

/** Companies by name with their products and counts, 20 at a time; the last answer stays while a search loads. */
export function useCatalogPages(search: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.catalogFor(search),
    queryFn: ({ pageParam, signal }) => listCatalog(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
  });
}
