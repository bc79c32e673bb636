import { Check, Inbox, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import type { Application } from '@/shared/contracts/admin';
import { messages } from '@/shared/messages';
import { Badge, type BadgeVariant } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { formatDate, formatLongDate } from '@/web/lib/format-date';
import { useApplications } from '../api/list-applications';
import { useReviewApplication } from '../api/review-application';
import { AdminEmpty, AdminLoading, LoadMore } from './admin-bits';
import { RevokeDialog, type RevokeTarget } from './revoke-dialog';

const statusVariant: Record<Application['status'], BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Company Applications: who applied for which company; Approve / Reject on pending rows, Revoke on approved ones. */
export function ApplicationsView() {
  const applications = useApplications();
  const review = useReviewApplication();
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);
  if (applications.isPending) return <AdminLoading text={messages.loadingApplications} />;
  const rows = applications.data?.pages.flatMap((page) => page.items) ?? [];
  if (rows.length === 0) return <AdminEmpty Icon={Inbox} text={messages.noApplicationsFound} />;
  const reviewing = review.isPending ? review.variables?.id : undefined;
  return (
    <div className="flex flex-col gap-4">
      <Table minWidth={860} label="Company Applications">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Applicant</TableHead>
            <TableHead>Company</TableHead>
            <TableHead>Title</TableHead>
            <TableHead>Phone</TableHead>
            <TableHead>Applied</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const name = row.applicant.displayName || row.applicant.username || 'Unknown';
            return (
              <TableRow key={row.id}>
                <TableCell className="max-w-56">
                  <p className="truncate font-medium" title={name}>
                    {name}
                  </p>
                  {row.applicant.username ? (
                    <p className="truncate text-xs text-muted-foreground">@{row.applicant.username}</p>
                  ) : null}
                </TableCell>
                <TableCell className="max-w-48 truncate" title={row.company.name}>
                  {row.company.name}
                </TableCell>
                <TableCell className="max-w-40 truncate text-muted-foreground" title={row.title}>
                  {row.title}
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{row.phoneNumber}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  <time dateTime={row.appliedAt} title={formatLongDate(row.appliedAt)}>
                    {formatDate(row.appliedAt)}
                  </time>
                </TableCell>
                <TableCell>
                  <Badge variant={statusVariant[row.status]} className="capitalize">
                    {row.status}
                  </Badge>
                </TableCell>
                <TableCell className="text-right">
                  {row.status === 'pending' ? (
                    <div className="flex justify-end gap-2">
                      <Button
                        size="sm"
                        onClick={() => review.mutate({ id: row.id, status: 'approved' })}
                        disabled={reviewing === row.id}
                        aria-label={`Approve ${name} for ${row.company.name}`}
                      >
                        <Check className="size-4" aria-hidden />
                        Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => review.mutate({ id: row.id, status: 'rejected' })}
                        disabled={reviewing === row.id}
                        aria-label={`Reject ${name} for ${row.company.name}`}
                        className="text-danger hover:text-red-700"
                      >
                        <X className="size-4" aria-hidden />
                        Reject
                      </Button>
                    </div>
                  ) : (
                    <div className="flex items-center justify-end gap-3">
                      {row.reviewedAt ? (
                        <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                          Reviewed {formatDate(row.reviewedAt)}
                        </span>
                      ) : null}
                      {row.status === 'approved' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setRevoking({ id: row.id, name, company: row.company.name })}
                          aria-label={`Revoke ${name}'s membership of ${row.company.name}`}
                          className="text-danger hover:text-red-700"
                        >
                          <UserMinus className="size-4" aria-hidden />
                          Revoke
                        </Button>
                      ) : null}
                    </div>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <LoadMore
        hasMore={applications.hasNextPage}
        isLoading={applications.isFetchingNextPage}
        onLoad={() => applications.fetchNextPage()}
      />
      <RevokeDialog target={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
