import { useState } from 'react';
import { messages } from '@/shared/messages';
import { Combobox } from '@/web/components/ui/combobox';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useCatalog } from '../api/get-catalog';

/** An existing product (`id`), a new name to create on submit (`id` null); `null` is 'N/A'. */
export interface ProductChoice {
  id: string | null;
  name: string;
}

export interface ProductComboboxProps {
  id: string;
  /** The chosen company, when it exists already; a new company has no products yet. */
  companyId: string | null;
  value: ProductChoice | null;
  onChange: (choice: ProductChoice | null) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const notApplicable = '__n/a__';

/** The company's products from the catalog, 'N/A' first; a name that matches none is offered as 'Create "…"'. */
export function ProductCombobox({ companyId, value, onChange, ...props }: ProductComboboxProps) {
  const [search, setSearch] = useState('');
  const { data: catalog, isFetching, error } = useCatalog();
  useErrorToast(error, messages.errorLoadingProducts, messages.failedToLoadProducts);
  const products = catalog?.find((company) => company.id === companyId)?.products ?? [];
  const typed = search.trim().toLowerCase();
  const matching = products.filter((product) => product.name.toLowerCase().includes(typed));
  const options = [
    ...(typed ? [] : [{ value: notApplicable, label: messages.notApplicable }]),
    ...matching.map((product) => ({ value: product.id, label: product.name })),
  ];
  return (
    <Combobox
      {...props}
      selected={
        value
          ? { value: value.id ?? '', label: value.name }
          : { value: notApplicable, label: messages.notApplicable }
      }
      options={options}
      search={search}
      onSearchChange={setSearch}
      onSelect={(option) => {
        setSearch('');
        if (option.value === notApplicable) onChange(null);
        else onChange({ id: option.value || null, name: option.label });
      }}
      createLabel={messages.createTyped}
      placeholder={messages.notApplicable}
      searchPlaceholder="Find or add a product"
      emptyText={products.length ? 'No product matches.' : 'No products yet. Type a name to add one.'}
      isLoading={isFetching}
    />
  );
}
