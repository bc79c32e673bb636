import { useRef } from 'react';
import { Link, type To, useLocation } from 'react-router';
import { listPath, type Mode } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { useRevealCurrent } from '@/web/lib/use-reveal-current';
import { useCatalog } from '../api/get-catalog';

const pill =
  'inline-flex h-8 max-w-[12rem] shrink-0 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150';

/**
 * A company's products as filter pills ('All products' first); the way to a product on mobile too.
 * Each pill leads to the product's list unless `linkTo` says where (the roadmap's `?product=`).
 */
export function ProductFilter({
  mode,
  companySlug,
  productSlug,
  linkTo,
}: {
  mode: Mode;
  companySlug: string;
  productSlug?: string;
  linkTo?: (productSlug: string | undefined) => To;
}) {
  const { data: catalog } = useCatalog();
  // The tab and search stay while switching products.
  const { search } = useLocation();
  const strip = useRef<HTMLElement>(null);
  useRevealCurrent(strip, `${productSlug}:${Boolean(catalog)}`);
  const company = catalog?.find((entry) => entry.slug === companySlug);
  if (!company || company.products.length === 0) return null;
  const options = [
    { slug: undefined, name: 'All products' },
    ...company.products.map((product) => ({ slug: product.slug, name: product.name })),
  ];
  return (
    <nav
      ref={strip}
      aria-label={`${company.name} products`}
      className="relative -mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden"
    >
      <ul className="flex gap-2 sm:flex-wrap">
        {options.map((option) => {
          const isActive = option.slug === productSlug;
          return (
            <li key={option.slug ?? 'all'} className="shrink-0">
              <Link
                to={
                  linkTo
                    ? linkTo(option.slug)
                    : { pathname: listPath(mode, companySlug, option.slug), search }
                }
                aria-current={isActive ? 'page' : undefined}
                title={option.name}
                className={cn(
                  pill,
                  isActive
                    ? 'border-accent bg-accent text-accent-foreground'
                    : 'border-border text-muted-foreground hover:border-accent/40 hover:text-foreground',
                )}
              >
                <span className="truncate">{option.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
