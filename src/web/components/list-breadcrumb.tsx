import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { listPath, type Mode } from '@/shared/routes';

/** The way back above a list page: every request (or vent), then the company's list when given. */
export function ListBreadcrumb({
  mode,
  company,
}: {
  mode: Mode;
  company?: { name: string; slug: string } | null;
}) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex items-center gap-1 text-sm text-muted-foreground">
        <li>
          <Link to={listPath(mode)} className="hover:text-foreground">
            {mode === 'vents' ? 'All vents' : 'All requests'}
          </Link>
        </li>
        {company ? (
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight className="size-3.5 shrink-0" aria-hidden />
            <Link to={listPath(mode, company.slug)} className="truncate hover:text-foreground">
              {company.name}
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
