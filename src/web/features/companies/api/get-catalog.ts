import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/shared/api-paths';
import { timings } from '@/shared/constants';
import type { Catalog } from '@/shared/contracts/catalog';
import { apiFetch } from '@/web/lib/api-client';
import { companyKeys } from '@/web/lib/content-cache';

export const getCatalog = (signal?: AbortSignal) => apiFetch<Catalog>(apiPaths.catalog, { signal });

export const catalogQuery = () =>
  queryOptions({
    queryKey: companyKeys.catalog,
    queryFn: ({ signal }) => getCatalog(signal),
    // Company and product lists change rarely: fresh ~55 min, kept 60, no refetch.
    staleTime: timings.companiesStaleMs,
    gcTime: timings.companiesGcMs,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });

/** Every company with its products, both by name. */
export function useCatalog() {
  return useQuery(catalogQuery());
}
