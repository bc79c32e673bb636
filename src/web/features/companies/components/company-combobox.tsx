import { useState } from 'react';
import { messages } from '@/shared/messages';
import { Combobox } from '@/web/components/ui/combobox';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useSearchCompanies } from '../api/search-companies';

/** An existing company (`id`) or a new name to create on submit (`id` null). */
export interface CompanyChoice {
  id: string | null;
  name: string;
}

export interface CompanyComboboxProps {
  id: string;
  value: CompanyChoice | null;
  onChange: (choice: CompanyChoice) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Whose company it is: the applicant's own ('your company', the default) or any company. */
  wording?: 'own' | 'any';
}

const wordings = {
  own: {
    placeholder: 'Search or add your company',
    searchPlaceholder: "Type your company's name",
    emptyText: 'Start typing to find your company.',
  },
  any: {
    placeholder: 'Search or add a company',
    searchPlaceholder: "Type the company's name",
    emptyText: 'Start typing to find the company.',
  },
};

/** Searches existing companies by name; a name that matches none is offered as 'Create "…"'. */
export function CompanyCombobox({ value, onChange, wording = 'own', ...props }: CompanyComboboxProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const { data = [], isFetching, error } = useSearchCompanies(debounced);
  useErrorToast(error, messages.errorLoadingCompanies, messages.failedToLoadCompanies);
  return (
    <Combobox
      {...props}
      selected={value ? { value: value.id ?? '', label: value.name } : null}
      options={data.map((company) => ({ value: company.id, label: company.name }))}
      search={search}
      onSearchChange={setSearch}
      onSelect={(option) => onChange({ id: option.value || null, name: option.label })}
      createLabel={messages.createTyped}
      {...wordings[wording]}
      isLoading={isFetching}
    />
  );
}
