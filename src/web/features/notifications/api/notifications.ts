import {
  type InfiniteData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  NotificationPage,
  NotificationSettings,
  NotificationSettingsInput,
  UnsubscribeTarget,
} from '@/shared/contracts/notifications';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { apiFetch, apiPost } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';

export const notificationsKey = ['notifications'] as const;
const unreadKey = [...notificationsKey, 'unread'] as const;
const pagesKey = [...notificationsKey, 'pages'] as const;
const settingsKey = ['notification-settings'] as const;

/** How many unread notifications the signed-in person has (the bell's number). */
export const unreadQuery = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: () => apiFetch<{ unread: number }>('/api/v1/notifications/unread-count'),
    staleTime: 60_000,
    select: (data) => data.unread,
  });

export function useUnreadCount(isSignedIn: boolean): number {
  const { data } = useQuery({ ...unreadQuery(), enabled: isSignedIn });
  return isSignedIn ? (data ?? 0) : 0;
}

/** The inbox, newest first, 20 a page. */
export function useNotifications(enabled = true) {
  return useInfiniteQuery({
    queryKey: pagesKey,
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiFetch<NotificationPage>(
        `/api/v1/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** A new notification arrived (live) or was missed (reconnect): the count now, the list when next shown. */
export function useOnInboxChange() {
  const queryClient = useQueryClient();
  return (unread?: number) => {
    if (typeof unread === 'number') queryClient.setQueryData(unreadKey, { unread });
    else void queryClient.invalidateQueries({ queryKey: unreadKey });
    void queryClient.invalidateQueries({ queryKey: pagesKey });
  };
}

/** Marks the given notifications read, or all of them; the list and the count change at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiPost<{ unread: number }>('/api/v1/notifications/read', ids ? { ids } : {}),
    meta: { errorToast: { title: messages.error } },
    onMutate: (ids) => {
      queryClient.setQueryData<InfiniteData<NotificationPage>>(pagesKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) =>
                  !ids || ids.includes(item.id) ? { ...item, isRead: true } : item,
                ),
              })),
            }
          : data,
      );
    },
    onSuccess: ({ unread }) => queryClient.setQueryData(unreadKey, { unread }),
  });
}

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: () => apiFetch<NotificationSettings>('/api/v1/notification-settings'),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}

/** Saves one change of the person's choices at once (optimistic), and says so. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      apiFetch<NotificationSettings>('/api/v1/notification-settings', {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    meta: { errorToast: { title: messages.error } },
    onMutate: (input) => {
      const before = queryClient.getQueryData<NotificationSettings>(settingsKey);
      if (before) {
        queryClient.setQueryData<NotificationSettings>(settingsKey, {
          ...before,
          ...input,
          email: { ...before.email, ...input.email },
          companyDigest: input.companyDigest ?? before.companyDigest,
        });
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
      toast.success(messages.notificationSettingsSaved);
    },
  });
}

const followKey = (kind: ContentKind, id: string) => ['follow', kind, id] as const;

/** Whether the signed-in person follows a request or vent. */
export function useFollowState(kind: ContentKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: followKey(kind, id),
    enabled,
    queryFn: () => apiFetch<{ following: boolean }>(`/api/v1/${kind}/${id}/follow`),
    select: (data) => data.following,
  });
}

export function useToggleFollow(kind: ContentKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      apiFetch<{ following: boolean }>(`/api/v1/${kind}/${id}/follow`, { method: follow ? 'PUT' : 'DELETE' }),
    meta: { errorToast: { title: messages.error } },
    onSuccess: (state) => {
      queryClient.setQueryData(followKey(kind, id), state);
      toast.success(state.following ? messages.followingNow : messages.unfollowedNow, {
        description: state.following ? messages.followingHint : undefined,
      });
    },
  });
}

export function useUnsubscribeTarget(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    enabled: token.length > 0,
    retry: false,
    queryFn: () => apiFetch<UnsubscribeTarget>(`/api/v1/unsubscribe?token=${encodeURIComponent(token)}`),
  });
}

export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch<UnsubscribeTarget>(`/api/v1/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      }),
  });
}
