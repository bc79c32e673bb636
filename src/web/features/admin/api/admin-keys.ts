import type { QueryClient } from '@tanstack/react-query';
import type { UserSort } from '@/shared/contracts/admin';
import type { AuditAction } from '@/shared/rules/audit';
import { companyKeys, contentKeys } from '@/web/lib/content-cache';

export type LogKind = 'moderation-checks' | 'duplicate-checks';
export type SortDirection = 'asc' | 'desc';

/** The audit log's filters as the view holds them ('' for none). */
export interface AuditFilter {
  actor: string;
  action: AuditAction | '';
  target: string;
}

export const adminKeys = {
  all: ['admin'] as const,
  applications: ['admin', 'applications'] as const,
  logs: (kind: LogKind) => ['admin', kind] as const,
  users: ['admin', 'users'] as const,
  audit: ['admin', 'audit'] as const,
  auditBy: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
  usersBy: (sort: UserSort, direction: SortDirection) => ['admin', 'users', sort, direction] as const,
  catalog: ['admin', 'catalog'] as const,
  catalogFor: (search: string) => ['admin', 'catalog', search] as const,
};

/** The admin lists page by offset; the next page starts after every row loaded so far. */
export function nextOffset<T extends { items: unknown[]; hasMore: boolean }>(last: T, pages: T[]) {
  return last.hasMore ? pages.reduce((total, page) => total + page.items.length, 0) : undefined;
}

/**
 * After a company or product is renamed, merged or deleted: the admin lists, the catalogue the
 * sidebar and pickers read, every resolved path and every cached card (they carry the names).
 */
export function refreshAfterCatalogChange(queryClient: QueryClient) {
  return Promise.all(
    [adminKeys.all, companyKeys.all, ['paths'], contentKeys.all('requests'), contentKeys.all('vents')].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
