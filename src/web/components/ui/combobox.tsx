import { Command } from 'cmdk';
import { Check, ChevronsUpDown, Loader2, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/web/lib/cn';
import { inputClass } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  id?: string;
  /** The chosen option, or a typed new one (`value` empty) the caller will create later. */
  selected: ComboboxOption | null;
  options: ComboboxOption[];
  search: string;
  onSearchChange: (search: string) => void;
  onSelect: (option: ComboboxOption) => void;
  /** Offers the typed text as a new entry when no option matches it exactly. */
  createLabel?: (typed: string) => string;
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  isLoading?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm data-[selected=true]:bg-accent-soft data-[selected=true]:text-accent-text';

/** A searchable picker (button + popover list, keyboard-driven by cmdk); the caller does the search. */
export function Combobox(props: ComboboxProps) {
  const { selected, options, search, onSearchChange, onSelect, createLabel } = props;
  const [open, setOpen] = useState(false);
  const typed = search.trim();
  const hasExactMatch = options.some((option) => option.label.toLowerCase() === typed.toLowerCase());
  const canCreate = Boolean(createLabel && typed && !hasExactMatch);
  const choose = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
  };
  return (
    // A modal popover is its own scroll layer, so its list scrolls inside a dialog too.
    <Popover open={open} onOpenChange={setOpen} modal>
      <PopoverTrigger
        id={props.id}
        role="combobox"
        aria-expanded={open}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        disabled={props.disabled}
        className={cn(inputClass, 'flex items-center justify-between gap-2 text-left')}
      >
        <span className={cn('truncate', !selected && 'text-muted-foreground')}>
          {selected?.label ?? props.placeholder}
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0">
        <Command shouldFilter={false} label={props.searchPlaceholder}>
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <Command.Input
              value={search}
              onValueChange={onSearchChange}
              placeholder={props.searchPlaceholder}
              className="h-10 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
            />
            {props.isLoading ? (
              <Loader2 className="size-4 shrink-0 animate-spin text-muted-foreground" />
            ) : null}
          </div>
          <Command.List className="max-h-60 overflow-y-auto overscroll-contain p-1">
            {!canCreate ? (
              <Command.Empty className="px-2 py-3 text-center text-sm text-muted-foreground">
                {props.emptyText}
              </Command.Empty>
            ) : null}
            {options.map((option) => (
              <Command.Item
                key={option.value}
                value={option.value}
                onSelect={() => choose(option)}
                className={itemClass}
              >
                <Check
                  className={cn('size-4 shrink-0', selected?.value !== option.value && 'invisible')}
                  aria-hidden
                />
                <span className="truncate">{option.label}</span>
              </Command.Item>
            ))}
            {canCreate && createLabel ? (
              <Command.Item
                value={`create:${typed}`}
                onSelect={() => choose({ value: '', label: typed })}
                className={itemClass}
              >
                <Plus className="size-4 shrink-0" aria-hidden />
                <span className="truncate">{createLabel(typed)}</span>
              </Command.Item>
            ) : null}
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  );
}
