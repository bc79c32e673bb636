import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogEntry, MergeResult } from '@/shared/contracts/catalog-admin';
import { apiFetch } from '@/web/lib/api-client';
import { refreshAfterCatalogChange } from './admin-keys';

/** A company or a product of the admin's Companies view. */
export interface CatalogTarget {
  kind: 'company' | 'product';
  id: string;
}

const base = (target: CatalogTarget) =>
  `/api/v1/admin/${target.kind === 'company' ? 'companies' : 'products'}/${target.id}`;
const json = (body: unknown) => JSON.stringify(body);

export const renameEntry = (target: CatalogTarget, name: string, reason: string) =>
  apiFetch<CatalogEntry>(base(target), { method: 'PATCH', body: json({ name, reason }) });
export const mergeEntry = (target: CatalogTarget, targetId: string, reason: string) =>
  apiFetch<MergeResult>(`${base(target)}/merge`, { method: 'POST', body: json({ targetId, reason }) });
export const deleteEntry = (target: CatalogTarget, reason: string) =>
  apiFetch<{ id: string }>(base(target), { method: 'DELETE', body: json({ reason }) });

/**
 * One change to the catalogue; every page reads the new names afterwards. Its dialog shows a
 * failure in place (a taken name under the name field), so no toast covers it.
 */
function useCatalogMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => refreshAfterCatalogChange(queryClient),
  });
}

export const useRenameEntry = () =>
  useCatalogMutation((input: { target: CatalogTarget; name: string; reason: string }) =>
    renameEntry(input.target, input.name, input.reason),
  );
export const useMergeEntry = () =>
  useCatalogMutation((input: { target: CatalogTarget; targetId: string; reason: string }) =>
    mergeEntry(input.target, input.targetId, input.reason),
  );
export const useDeleteEntry = () =>
  useCatalogMutation((input: { target: CatalogTarget; reason: string }) =>
    deleteEntry(input.target, input.reason),
  );
