import { useMutation } from '@tanstack/react-query';
import type { AccountMessage } from '@/shared/contracts/account';
import { messages } from '@/shared/messages';
import { ApiError, apiPost } from '@/web/lib/api-client';
import { serverMessage } from '@/web/lib/query-client';

/**
 * Fetches the export and saves it under the server's file name. Through fetch rather than a plain
 * link, so that a refusal (a 429) is a toast, not a downloaded error.
 */
export async function downloadMyData(): Promise<void> {
  const response = await fetch('/api/v1/account/export', { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(response.status, 'INTERNAL', body?.error?.message ?? response.statusText);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: filename ?? 'ilii-data.json',
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({
    mutationFn: downloadMyData,
    meta: { errorToast: { title: messages.failedToDownload, description: serverMessage } },
  });
}

const deletionFailed = (error: Error) =>
  'fields' in error && error.fields
    ? { title: messages.failedToDeleteAccount }
    : { title: messages.failedToDeleteAccount, description: serverMessage(error) };

export function useSendDeletionCode() {
  return useMutation({
    mutationFn: () => apiPost<AccountMessage>('/api/v1/account/delete-code'),
    meta: { errorToast: deletionFailed },
  });
}

export function useDeleteAccount(onDeleted: (message: string) => void) {
  return useMutation({
    mutationFn: (code: string) => apiPost<AccountMessage>('/api/v1/account/delete', { code }),
    meta: { errorToast: deletionFailed },
    onSuccess: ({ message }) => onDeleted(message),
  });
}
