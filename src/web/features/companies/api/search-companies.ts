import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { timings } from '@/shared/constants';
import type { CompanySummary } from '@/shared/contracts/companies';
import { apiFetch } from '@/web/lib/api-client';
import { companyKeys } from '@/web/lib/content-cache';

export const searchCompaniesQuery = (search: string) =>
  queryOptions({
    queryKey: companyKeys.search(search),
    queryFn: () =>
      apiFetch<CompanySummary[]>(
        search ? `/api/v1/companies?search=${encodeURIComponent(search)}` : '/api/v1/companies',
      ),
    // Company lists change rarely: fresh ~55 min, kept 60, no refetch on focus.
    staleTime: timings.companiesStaleMs,
    gcTime: timings.companiesGcMs,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });

/** Companies whose name matches `search`, ordered by name; the previous list stays while typing. */
export function useSearchCompanies(search: string, enabled = true) {
  return useQuery({ ...searchCompaniesQuery(search.trim()), enabled, placeholderData: keepPreviousData });
}
