import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { cn } from '@/web/lib/cn';
import { type AdminViewId, adminViews, useAdminView } from '../hooks/use-admin-view';
import { ApplicationsView } from './applications-view';
import { AuditView } from './audit-view';
import { CompaniesView } from './companies-view';
import { DuplicatesView } from './duplicates-view';
import { ModerationView } from './moderation-view';
import { UsersView } from './users-view';

export interface AdminConsoleProps {
  /** Who is signed in and 'Log Out', composed by the page (the auth feature). */
  account: ReactNode;
  /** The admin's own id: their row in Top Users offers no delete. */
  currentUserId: string;
  /** The Reports view, composed by the page (the reports feature). */
  reportsView: ReactNode;
}

/** /admin: a sidebar of views (a select below 768 px), a header with sign-out, the open view. */
export function AdminConsole({ account, currentUserId, reportsView }: AdminConsoleProps) {
  const { current, hrefOf, select } = useAdminView();
  return (
    <div className="flex w-full min-w-0 flex-1">
      <nav
        aria-label="Admin console"
        className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-60 shrink-0 flex-col gap-1 overflow-y-auto border-r border-border bg-panel p-3 md:flex"
      >
        <p className="px-3 pt-2 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Views
        </p>
        {adminViews.map(({ id, title, Icon }) => (
          <Link
            key={id}
            to={hrefOf(id)}
            aria-current={current.id === id ? 'page' : undefined}
            className={cn(
              'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-muted-foreground transition-colors duration-150 hover:bg-panel hover:text-foreground',
              current.id === id &&
                'bg-accent-soft font-medium text-accent-text hover:bg-accent-soft hover:text-accent-text',
            )}
          >
            <Icon className="size-4 shrink-0" aria-hidden />
            {title}
          </Link>
        ))}
      </nav>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex min-h-14 items-center justify-between gap-3 border-b border-border px-4 py-2 sm:px-6">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <ShieldCheck className="size-4 text-accent-text" aria-hidden />
            Admin console
          </p>
          {account}
        </header>
        <div className="flex flex-col gap-5 px-4 py-5 sm:px-6 sm:py-6">
          <div className="md:hidden">
            <Select value={current.id} onValueChange={(id) => select(id as AdminViewId)}>
              <SelectTrigger aria-label="Admin view">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {adminViews.map((view) => (
                  <SelectItem key={view.id} value={view.id}>
                    {view.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">{current.title}</h1>
            <p className="text-sm text-muted-foreground">{current.subtitle}</p>
          </div>
          {current.id === 'applications' ? <ApplicationsView /> : null}
          {current.id === 'reports' ? reportsView : null}
          {current.id === 'moderation' ? <ModerationView /> : null}
          {current.id === 'duplicates' ? <DuplicatesView /> : null}
          {current.id === 'users' ? <UsersView currentUserId={currentUserId} /> : null}
          {current.id === 'companies' ? <CompaniesView /> : null}
          {current.id === 'audit' ? <AuditView /> : null}
        </div>
      </div>
    </div>
  );
}
