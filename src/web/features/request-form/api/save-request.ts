import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestDraft, SubmitOutcome } from '@/shared/contracts/request-form';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { ApiError, apiFetch, apiPost } from '@/web/lib/api-client';
import { companyKeys, contentKeys, patchCard } from '@/web/lib/content-cache';
import type { ErrorToast } from '@/web/lib/query-client';
import { toast } from '@/web/lib/toast';
import { formCopy } from '../form-copy';

export function submitRequest(kind: ContentKind, draft: RequestDraft) {
  return apiPost<SubmitOutcome>(`/api/v1/${kind}`, draft);
}

export function updateRequest(kind: ContentKind, id: string, draft: RequestDraft) {
  return apiFetch<SubmitOutcome>(`/api/v1/${kind}/${id}`, { method: 'PATCH', body: JSON.stringify(draft) });
}

type Saved = Extract<SubmitOutcome, { outcome: 'saved' }>;

/** The toasts of a save: what was created along the way, then the item itself. */
function announceSaved(kind: ContentKind, saved: Saved, isEdit: boolean) {
  if (saved.createdCompany) toast.success(messages.companyCreated(saved.createdCompany));
  if (saved.createdProduct) toast.success(messages.productCreated(saved.createdProduct));
  for (const notice of saved.notices) {
    if (notice === messages.productNotCreated) {
      toast.warning(messages.productNotCreated, {
        description: `Only members of ${saved.item.company.name} can add products, so it was saved without one.`,
      });
    } else toast.info(notice);
  }
  toast.success(isEdit ? formCopy[kind].updated : formCopy[kind].created);
}

/** What could not be made: the new company or product the server names, else the item itself. */
const namedFailures: ReadonlySet<string> = new Set([
  messages.failedToCreateCompany,
  messages.failedToCreateProduct,
]);
function failureOf(error: Error, isEdit: boolean): string {
  if (namedFailures.has(error.message)) return error.message;
  return isEdit ? messages.failedToUpdateFeatureRequest : messages.failedToCreateFeatureRequest;
}

/**
 * A write limit reached (429) names what failed and the server's words with the wait (a company or
 * product over its limit shows them under its field too); a refusal with field errors asks to fix
 * the form (the form shows them); any other names what failed.
 */
export function saveFailureToast(error: Error, isEdit: boolean): ErrorToast {
  if (error instanceof ApiError && error.status === 429) {
    return { title: failureOf(error, isEdit), description: error.message };
  }
  if (error instanceof ApiError && error.fields) {
    return { title: messages.validationError, description: messages.fixFormErrors };
  }
  return { title: messages.error, description: failureOf(error, isEdit) };
}

/**
 * Creates (`itemId` undefined) or updates an item. Blocked and duplicate outcomes are the form's to
 * show; a save refreshes the lists, the tab counts and, when a company or product was made, the catalog.
 */
export function useSaveRequest(kind: ContentKind, itemId: string | undefined) {
  const queryClient = useQueryClient();
  const isEdit = itemId !== undefined;
  return useMutation({
    mutationFn: (draft: RequestDraft) =>
      itemId ? updateRequest(kind, itemId, draft) : submitRequest(kind, draft),
    meta: {
      errorToast: (error) => saveFailureToast(error, isEdit),
      signInToast: messages.signInToCreateRequest,
    },
    onSuccess: (outcome) => {
      if (outcome.outcome !== 'saved') return;
      patchCard(queryClient, kind, outcome.item.id, outcome.item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.lists(kind) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.counts(kind) });
      if (outcome.createdCompany || outcome.createdProduct) {
        void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      }
      announceSaved(kind, outcome, isEdit);
    },
  });
}
