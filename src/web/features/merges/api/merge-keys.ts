import type { ContentKind } from '@/shared/contracts/requests';

/** The query keys of merging: the picker's candidates and an item's 'Merged from'. */
export const mergeKeys = {
  all: ['merges'] as const,
  candidates: (kind: ContentKind, id: string, search: string) =>
    ['merges', 'candidates', kind, id, search] as const,
  mergedFrom: (kind: ContentKind, id: string) => ['merges', 'merged-from', kind, id] as const,
};
