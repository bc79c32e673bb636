import { CalendarCheck, Eye, Hammer } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Card } from '@/shared/contracts/requests';
import { listPath, type Mode } from '@/shared/routes';
import { requestStatusLabels } from '@/shared/rules/statuses';
import { CompanyAvatar } from '@/web/components/company-avatar';
import { cn } from '@/web/lib/cn';

const chip =
  'relative z-10 inline-flex h-6 max-w-[120px] items-center gap-1.5 rounded-full border px-2 text-xs font-medium transition-colors duration-150';

/**
 * The company badge filters the list by the company; when that company is already the filter it
 * goes back to every company. The product badge filters by the product (and so its company).
 */
export function CompanyBadge({
  mode,
  company,
  isSelected,
}: {
  mode: Mode;
  company: Card['company'];
  isSelected: boolean;
}) {
  // The tab and search stay: a badge narrows (or widens) the list the visitor is looking at.
  const { search } = useLocation();
  return (
    <Link
      to={{ pathname: isSelected ? listPath(mode) : listPath(mode, company.slug), search }}
      title={isSelected ? `${company.name} · show every company` : company.name}
      aria-label={isSelected ? `${company.name}, show every company` : `Show ${company.name}`}
      className={cn(
        chip,
        'pl-1',
        isSelected
          ? 'border-accent/40 bg-accent-soft text-accent-text'
          : 'border-border bg-panel text-foreground hover:border-accent/40 hover:text-accent-text',
      )}
    >
      <CompanyAvatar name={company.name} />
      <span className="truncate">{company.name}</span>
    </Link>
  );
}

export function ProductBadge({
  mode,
  company,
  product,
}: {
  mode: Mode;
  company: Card['company'];
  product: NonNullable<Card['product']>;
}) {
  const { search } = useLocation();
  return (
    <Link
      to={{ pathname: listPath(mode, company.slug, product.slug), search }}
      title={product.name}
      aria-label={`Show ${product.name}`}
      className={cn(
        chip,
        'border-dashed border-border text-muted-foreground hover:border-accent/40 hover:text-accent-text',
      )}
    >
      <span className="truncate">{product.name}</span>
    </Link>
  );
}

/** Seen and Planned read as a small chip; Requested is the default and Launched has its banner. */
export function StatusChip({ status }: { status: Card['status'] }) {
  if (status !== 'seen' && status !== 'planned') return null;
  const Icon = status === 'planned' ? CalendarCheck : Eye;
  return (
    <span className="inline-flex h-6 items-center gap-1 rounded-full bg-accent-soft px-2 text-xs font-medium text-accent-text">
      <Icon className="size-3.5" aria-hidden />
      {requestStatusLabels[status]}
    </span>
  );
}

export function BuildCountChip({ count, className }: { count: number; className?: string }) {
  const label = `${count} ${count === 1 ? 'build' : 'builds'}`;
  return (
    <span
      title={label}
      className={cn(
        'inline-flex h-6 shrink-0 items-center gap-1 rounded-full bg-panel px-2 text-xs font-medium text-muted-foreground tabular-nums',
        className,
      )}
    >
      <Hammer className="size-3.5" aria-hidden />
      <span className="sr-only">{label}</span>
      <span aria-hidden>{count}</span>
    </span>
  );
}
