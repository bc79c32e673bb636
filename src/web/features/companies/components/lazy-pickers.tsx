import { lazy, Suspense } from 'react';
import type { CompanyComboboxProps } from './company-combobox';
import type { ProductComboboxProps } from './product-combobox';

const CompanyComboboxChunk = lazy(async () => ({
  default: (await import('./company-combobox')).CompanyCombobox,
}));
const ProductComboboxChunk = lazy(async () => ({
  default: (await import('./product-combobox')).ProductCombobox,
}));

/** Where a picker will be while its chunk loads: the same height, so the form does not jump. */
function PickerPlaceholder() {
  return <div className="h-10 w-full animate-pulse rounded-lg border border-border bg-panel" aria-hidden />;
}

/**
 * The company and product pickers (cmdk, the popover and its positioning) load the first time a
 * form shows one, so the board's first load carries none of them.
 */
export function LazyCompanyCombobox(props: CompanyComboboxProps) {
  return (
    <Suspense fallback={<PickerPlaceholder />}>
      <CompanyComboboxChunk {...props} />
    </Suspense>
  );
}

export function LazyProductCombobox(props: ProductComboboxProps) {
  return (
    <Suspense fallback={<PickerPlaceholder />}>
      <ProductComboboxChunk {...props} />
    </Suspense>
  );
}
