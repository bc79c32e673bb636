import { Loader2, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { searchParam } from '../hooks/use-board-params';

const searchDebounceMs = 250;

/**
 * The server-side search: typing updates `?q=` once it settles for 250 ms (replacing the history
 * entry), so the search survives a reload; a change of the URL (back, 'Clear search') fills the box.
 */
export function BoardSearch({ placeholder, isSearching }: { placeholder: string; isSearching: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const inUrl = searchParams.get(searchParam) ?? '';
  const [value, setValue] = useState(inUrl);
  const debounced = useDebouncedValue(value, searchDebounceMs);
  const pushed = useRef(inUrl);

  useEffect(() => {
    if (inUrl === pushed.current) return;
    pushed.current = inUrl;
    setValue(inUrl);
  }, [inUrl]);

  // Keyed on the settled text only: a URL change must not push back a stale value.
  const setSearchParamsRef = useRef(setSearchParams);
  setSearchParamsRef.current = setSearchParams;
  useEffect(() => {
    const next = debounced.trim();
    if (next === pushed.current.trim()) return;
    pushed.current = next;
    setSearchParamsRef.current(
      (params) => {
        if (next) params.set(searchParam, next);
        else params.delete(searchParam);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [debounced]);

  return (
    <search className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <input
        id="board-search"
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            setValue('');
          }
        }}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={200}
        autoComplete="off"
        className={cn(
          inputClass,
          'h-11 rounded-xl pr-10 pl-10 shadow-sm [&::-webkit-search-cancel-button]:hidden',
        )}
      />
      <div className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center">
        {isSearching && value ? (
          <Loader2 className="mr-1 size-4 animate-spin text-muted-foreground" aria-hidden />
        ) : value ? (
          <button
            type="button"
            onClick={() => setValue('')}
            aria-label="Clear search"
            className="inline-flex size-7 items-center justify-center rounded-md text-muted-foreground hover:bg-panel hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
    </search>
  );
}
