import { Store } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/web/lib/cn';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useCatalogPages } from '../api/list-catalog';
import { AdminEmpty, LoadMore } from './admin-bits';
import { type CatalogAction, CatalogDialog } from './catalog-dialog';
import { CompanyCard } from './company-card';
import { CompanySearch } from './company-search';

/** Companies: every company with its products and counts, searchable; each can be renamed, merged or deleted. */
export function CompaniesView() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const pages = useCatalogPages(query);
  const [action, setAction] = useState<CatalogAction | null>(null);
  const companies = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <CompanySearch value={search} onChange={setSearch} label="Search companies" className="max-w-md" />
      {pages.isPending ? (
        <ul className="flex flex-col gap-3" aria-busy>
          {[0, 1, 2].map((key) => (
            <li key={key} className="h-20 animate-pulse rounded-xl border border-border bg-panel" />
          ))}
        </ul>
      ) : companies.length === 0 ? (
        <AdminEmpty Icon={Store} text={query ? `No company matches "${query}".` : 'No companies yet.'} />
      ) : (
        <ul
          aria-label="Companies"
          aria-busy={pages.isPlaceholderData}
          className={cn(
            'flex flex-col gap-3 transition-opacity duration-150',
            pages.isPlaceholderData && 'opacity-60',
          )}
        >
          {companies.map((company) => (
            <CompanyCard key={company.id} company={company} onAction={setAction} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={pages.hasNextPage && !pages.isPlaceholderData}
        isLoading={pages.isFetchingNextPage}
        onLoad={() => pages.fetchNextPage()}
      />
      <CatalogDialog action={action} onClose={() => setAction(null)} />
    </div>
  );
}
