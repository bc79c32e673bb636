import { LayoutGrid, List, Search, X } from 'lucide-react';
import { inputClass } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import { useMediaQuery } from '@/web/lib/use-media-query';
import type { ProductRef } from '../hooks/use-dashboard-filter';
import type { ViewMode } from '../hooks/use-view-mode';

const viewOptions = [
  { mode: 'list', label: 'List view', Icon: List },
  { mode: 'grid', label: 'Grid view', Icon: LayoutGrid },
] as const;

/** Search box, list/grid toggle, and the product filter (set from a card's product badge) with its clear button. */
export function DashboardToolbar(props: {
  search: string;
  onSearch: (search: string) => void;
  viewMode: ViewMode;
  onViewMode: (mode: ViewMode) => void;
  product: ProductRef | null;
  onClearProduct: () => void;
}) {
  const isWide = useMediaQuery('(min-width: 640px)');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <search className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <input
            type="search"
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && props.search) {
                event.preventDefault();
                props.onSearch('');
              }
            }}
            placeholder={isWide ? 'Search titles and stories…' : 'Search…'}
            aria-label="Search your company's requests"
            className={cn(inputClass, 'pl-9')}
          />
        </search>
        <fieldset className="flex shrink-0 rounded-lg border border-border bg-panel p-0.5">
          <legend className="sr-only">Layout</legend>
          {viewOptions.map(({ mode, label, Icon }) => (
            <button
              key={mode}
              type="button"
              aria-pressed={props.viewMode === mode}
              aria-label={label}
              title={label}
              onClick={() => props.onViewMode(mode)}
              className={cn(
                'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors duration-150 hover:text-foreground',
                props.viewMode === mode && 'bg-background text-foreground shadow-sm',
              )}
            >
              <Icon className="size-4" aria-hidden />
            </button>
          ))}
        </fieldset>
      </div>
      {props.product ? (
        <div className="flex min-w-0 items-center gap-2 text-sm">
          <span className="text-muted-foreground">Product:</span>
          <span className="inline-flex h-7 min-w-0 items-center gap-1 rounded-full border border-accent/40 bg-accent-soft pr-1 pl-3 font-medium text-accent-text">
            <span className="truncate">{props.product.name}</span>
            <button
              type="button"
              onClick={props.onClearProduct}
              aria-label={`Clear the ${props.product.name} filter`}
              title="Clear product filter"
              className="inline-flex size-5 shrink-0 items-center justify-center rounded-full hover:bg-accent/15"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
        </div>
      ) : null}
    </div>
  );
}
