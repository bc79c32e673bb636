import type { UserSort } from '@/shared/contracts/admin';

export type LogKind = 'moderation-checks' | 'duplicate-checks';
export type SortDirection = 'asc' | 'desc';

export const adminKeys = {
  all: ['admin'] as const,
  applications: ['admin', 'applications'] as const,
  logs: (kind: LogKind) => ['admin', kind] as const,
  users: ['admin', 'users'] as const,
  usersBy: (sort: UserSort, direction: SortDirection) => ['admin', 'users', sort, direction] as const,
};

/** The admin lists page by offset; the next page starts after every row loaded so far. */
export function nextOffset<T extends { items: unknown[]; hasMore: boolean }>(last: T, pages: T[]) {
  return last.hasMore ? pages.reduce((total, page) => total + page.items.length, 0) : undefined;
}
