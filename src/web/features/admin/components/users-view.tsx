import { Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import type { UserRow, UserSort } from '@/shared/contracts/admin';
import { messages } from '@/shared/messages';
import { formatSuspensionEnd, formatSuspensionEndShort } from '@/shared/rules/suspension';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { cn } from '@/web/lib/cn';
import { formatDate, formatLongDate } from '@/web/lib/format-date';
import type { SortDirection } from '../api/admin-keys';
import { useDeleteUser } from '../api/delete-user';
import { useLiftSuspension } from '../api/lift-suspension';
import { useUsers } from '../api/list-users';
import { AdminEmpty, LoadMore } from './admin-bits';
import { DeleteWithContentDialog } from './delete-with-content-dialog';
import { SortHeader } from './sort-header';
import { SuspendDialog } from './suspend-dialog';
import { UserActionsMenu } from './user-actions-menu';

const numberCell = 'text-right tabular-nums';

/** 'Suspended' or 'Suspended until 3 Dec 2026', with the reason (and the full date) on hover. */
function SuspendedBadge({ suspension }: { suspension: NonNullable<UserRow['suspension']> }) {
  const { reason, endsAt } = suspension;
  return (
    <Badge
      variant="danger"
      title={endsAt ? `${reason} (${messages.suspendedUntil(formatSuspensionEnd(endsAt))})` : reason}
    >
      {endsAt ? messages.suspendedUntil(formatSuspensionEndShort(endsAt)) : messages.suspended}
    </Badge>
  );
}

/**
 * Top Users: activity per person, sorted by the server; idle users (no requests, votes or builds)
 * can go, and a row's menu suspends people or deletes them with everything they wrote.
 */
export function UsersView({ currentUserId }: { currentUserId: string }) {
  const [order, setOrder] = useState<{ sort: UserSort; direction: SortDirection }>({
    sort: 'requests',
    direction: 'desc',
  });
  const users = useUsers(order.sort, order.direction);
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const [suspending, setSuspending] = useState<UserRow | null>(null);
  const [deletingWithContent, setDeletingWithContent] = useState<UserRow | null>(null);
  const lift = useLiftSuspension();
  const onSort = (sort: UserSort) =>
    setOrder((current) =>
      current.sort === sort
        ? { sort, direction: current.direction === 'desc' ? 'asc' : 'desc' }
        : { sort, direction: 'desc' },
    );

  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  if (!users.isPending && rows.length === 0) return <AdminEmpty Icon={Users} text={messages.noUsersFound} />;
  const sortProps = { sort: order.sort, direction: order.direction, onSort };
  return (
    <div className="flex flex-col gap-4">
      <Table minWidth={820} label="Top Users" aria-busy={users.isPending || users.isPlaceholderData}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Username</TableHead>
            <TableHead>Email</TableHead>
            <SortHeader column="requests" label="Requests" {...sortProps} />
            <SortHeader column="votes" label="Votes" {...sortProps} />
            <SortHeader column="builds" label="Builds" {...sortProps} />
            <SortHeader column="joined" label="Joined" align="left" {...sortProps} />
            <TableHead className="w-20 text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className={cn('transition-opacity duration-150', users.isPlaceholderData && 'opacity-60')}>
          {users.isPending
            ? [0, 1, 2, 3, 4].map((key) => (
                <TableRow key={key}>
                  <TableCell colSpan={7}>
                    <div className="h-5 animate-pulse rounded bg-panel" />
                  </TableCell>
                </TableRow>
              ))
            : rows.map((user) => {
                const isIdle = user.requestCount === 0 && user.voteCount === 0 && user.buildCount === 0;
                return (
                  <TableRow key={user.id}>
                    <TableCell className="max-w-56 min-w-48 font-medium">
                      <div className="flex flex-col items-start gap-1">
                        <span className="max-w-full truncate" title={user.username ?? undefined}>
                          {user.username ?? (
                            <span className="font-normal text-muted-foreground">{messages.noUsername}</span>
                          )}
                        </span>
                        {user.isAdmin ? <Badge variant="secondary">{messages.admin}</Badge> : null}
                        {user.suspension ? <SuspendedBadge suspension={user.suspension} /> : null}
                      </div>
                    </TableCell>
                    <TableCell className="max-w-64 truncate" title={user.email ?? undefined}>
                      {user.email ?? <span className="text-muted-foreground">{messages.noEmail}</span>}
                    </TableCell>
                    <TableCell className={numberCell}>{user.requestCount}</TableCell>
                    <TableCell className={numberCell}>{user.voteCount}</TableCell>
                    <TableCell className={numberCell}>{user.buildCount}</TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      <time dateTime={user.createdAt} title={formatLongDate(user.createdAt)}>
                        {formatDate(user.createdAt)}
                      </time>
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap">
                      {isIdle && user.id !== currentUserId ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="-my-1.5 size-8 text-muted-foreground hover:bg-red-50 hover:text-danger"
                          onClick={() => setDeleting(user)}
                          aria-label={`Delete ${user.username ?? user.email ?? 'this user'}`}
                          title={messages.deleteUser}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      ) : null}
                      {user.id !== currentUserId && !user.isAdmin ? (
                        <UserActionsMenu
                          user={user}
                          onSuspend={() => setSuspending(user)}
                          onLift={() => lift.mutate(user.id)}
                          onDeleteWithContent={() => setDeletingWithContent(user)}
                        />
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
      <LoadMore
        hasMore={users.hasNextPage && !users.isPlaceholderData}
        isLoading={users.isFetchingNextPage}
        onLoad={() => users.fetchNextPage()}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={messages.deleteUser}
        description={messages.confirmDeleteUser(deleting?.username)}
        confirmLabel="Delete"
        tone="danger"
        busyLabel={messages.deleting}
        isBusy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
      <SuspendDialog key={suspending?.id ?? 'none'} user={suspending} onClose={() => setSuspending(null)} />
      <DeleteWithContentDialog
        key={deletingWithContent?.id ?? 'none'}
        user={deletingWithContent}
        onClose={() => setDeletingWithContent(null)}
      />
    </div>
  );
}
