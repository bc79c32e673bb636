import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@/shared/messages';
import { listPath, modeOfPath, parsePath } from '@/shared/routes';
import { CompanyAvatar } from '@/web/components/company-avatar';
import { cn } from '@/web/lib/cn';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useCatalog } from '../api/get-catalog';

const rowClass =
  'flex min-w-0 flex-1 items-center gap-2 rounded-lg px-3 py-1.5 text-sm transition-colors duration-150 hover:bg-background';
const activeClass = 'bg-accent-soft font-semibold text-accent-text hover:bg-accent-soft';

/** The sidebar's Companies: each company, and under the open one its products, in the current mode. */
export function CompaniesNav() {
  const { pathname } = useLocation();
  const { data: catalog, isPending, isError, error } = useCatalog();
  useErrorToast(error, messages.errorLoadingCompanies, messages.failedToLoadCompanies);
  // Products unfold for the company being looked at; the chevron opens or closes any other.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const mode = modeOfPath(pathname);
  const parsed = parsePath(pathname);
  const activeCompany =
    parsed.kind === 'company' ||
    parsed.kind === 'product' ||
    parsed.kind === 'detail' ||
    parsed.kind === 'roadmap' ||
    parsed.kind === 'changelog'
      ? parsed.companySlug
      : undefined;
  const activeProduct =
    parsed.kind === 'product' || parsed.kind === 'detail' ? parsed.productSlug : undefined;

  return (
    <nav aria-label="Companies" className="flex flex-col gap-1">
      <h2 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Companies</h2>
      {isPending ? (
        <div className="flex flex-col gap-2 px-3 py-1" role="status" aria-label="Loading companies">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="h-5 animate-pulse rounded bg-background" />
          ))}
        </div>
      ) : isError ? (
        <p className="px-3 text-sm text-muted-foreground">Couldn't load the companies.</p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {catalog.map((company) => {
            const isOpen = toggled[company.slug] ?? company.slug === activeCompany;
            const isCurrent = company.slug === activeCompany && parsed.kind === 'company';
            return (
              <li key={company.id}>
                <div className="flex items-center">
                  <Link
                    to={listPath(mode, company.slug)}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={cn(
                      rowClass,
                      isCurrent && activeClass,
                      company.slug === activeCompany && 'font-medium',
                    )}
                  >
                    <CompanyAvatar name={company.name} className="size-5 text-[11px]" />
                    <span className="truncate" title={company.name}>
                      {company.name}
                    </span>
                  </Link>
                  {company.products.length > 0 ? (
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-label={`${company.name} products`}
                      onClick={() => setToggled((state) => ({ ...state, [company.slug]: !isOpen }))}
                      className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground"
                    >
                      <ChevronRight
                        className={cn('size-4 transition-transform duration-150', isOpen && 'rotate-90')}
                        aria-hidden
                      />
                    </button>
                  ) : null}
                </div>
                {isOpen && company.products.length > 0 ? (
                  <ul className="mt-0.5 mb-1 ml-5 flex flex-col gap-0.5 border-l border-border pl-2">
                    {company.products.map((product) => {
                      const isActive = company.slug === activeCompany && product.slug === activeProduct;
                      return (
                        <li key={product.id}>
                          <Link
                            to={listPath(mode, company.slug, product.slug)}
                            aria-current={isActive && parsed.kind === 'product' ? 'page' : undefined}
                            className={cn(
                              rowClass,
                              'py-1 text-muted-foreground hover:text-foreground',
                              isActive && activeClass,
                            )}
                          >
                            <span className="truncate" title={product.name}>
                              {product.name}
                            </span>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
