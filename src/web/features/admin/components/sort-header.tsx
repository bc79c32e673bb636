import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { UserSort } from '@/shared/contracts/admin';
import { TableHead } from '@/web/components/ui/table';
import { cn } from '@/web/lib/cn';
import type { SortDirection } from '../api/admin-keys';

/** A column header that sorts by it: the same column again flips the direction. */
export function SortHeader({
  column,
  label,
  sort,
  direction,
  onSort,
  align = 'right',
}: {
  column: UserSort;
  label: string;
  sort: UserSort;
  direction: SortDirection;
  onSort: (column: UserSort) => void;
  align?: 'left' | 'right';
}) {
  const isActive = sort === column;
  const Icon = !isActive ? ArrowUpDown : direction === 'desc' ? ArrowDown : ArrowUp;
  return (
    <TableHead
      aria-sort={isActive ? (direction === 'desc' ? 'descending' : 'ascending') : undefined}
      className={cn(align === 'right' && 'text-right')}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          '-mx-1.5 inline-flex h-7 items-center gap-1 rounded-md px-1.5 uppercase tracking-wide transition-colors duration-150 hover:bg-background hover:text-foreground',
          align === 'right' && 'flex-row-reverse',
          isActive && 'text-foreground',
        )}
      >
        {label}
        <Icon className={cn('size-3.5', !isActive && 'opacity-50')} aria-hidden />
      </button>
    </TableHead>
  );
}
