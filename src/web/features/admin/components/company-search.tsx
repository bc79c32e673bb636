import { Search } from 'lucide-react';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';

/** The search box of the Companies view and of the merge picker: a magnifier and a search input. */
export function CompanySearch({
  value,
  onChange,
  label,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search companies"
        aria-label={label}
        maxLength={100}
        className="pl-9"
      />
    </div>
  );
}
