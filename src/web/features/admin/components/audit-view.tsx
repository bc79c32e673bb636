import { ScrollText, X } from 'lucide-react';
import { useId, useState } from 'react';
import { messages } from '@/shared/messages';
import { type AuditAction, auditActionLabels, auditActions } from '@/shared/rules/audit';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { cn } from '@/web/lib/cn';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import type { AuditFilter } from '../api/admin-keys';
import { useAudit } from '../api/list-audit';
import { AdminEmpty, LoadMore } from './admin-bits';
import { AuditEntryCard } from './audit-entry';
import { LogListSkeleton } from './log-list-skeleton';

const noFilter: AuditFilter = { actor: '', action: '', target: '' };
/** Radix's Select takes no empty value: 'any' stands for no action filter. */
const anyAction = 'any';

/** Audit log: who did what to whose content or account, newest first, filtered by actor, action and target. */
export function AuditView() {
  const id = useId();
  const [filter, setFilter] = useState(noFilter);
  // Typing waits for a pause; the action select applies at once.
  const actor = useDebouncedValue(filter.actor, 300);
  const target = useDebouncedValue(filter.target, 300);
  const audit = useAudit({ actor, target, action: filter.action });
  const set = (key: keyof AuditFilter, value: string) =>
    setFilter((current) => ({ ...current, [key]: value }));
  const isFiltered = Object.values(filter).some(Boolean);
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <Field id={`${id}-action`} label="Action">
          <Select
            value={filter.action || anyAction}
            onValueChange={(value) => set('action', value === anyAction ? '' : value)}
          >
            <SelectTrigger id={`${id}-action`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={anyAction}>{messages.anyAction}</SelectItem>
              {auditActions.map((action: AuditAction) => (
                <SelectItem key={action} value={action}>
                  {auditActionLabels[action]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field id={`${id}-actor`} label="Actor">
          <Input
            id={`${id}-actor`}
            type="search"
            value={filter.actor}
            onChange={(event) => set('actor', event.target.value)}
            placeholder="Username"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <Field id={`${id}-target`} label="Target">
          <Input
            id={`${id}-target`}
            type="search"
            value={filter.target}
            onChange={(event) => set('target', event.target.value)}
            placeholder="Id or name"
            spellCheck={false}
          />
        </Field>
        <Button
          variant="ghost"
          onClick={() => setFilter(noFilter)}
          disabled={!isFiltered}
          className="sm:mb-0"
        >
          <X className="size-4" aria-hidden />
          Clear
        </Button>
      </search>
      {audit.isPending ? (
        <LogListSkeleton />
      ) : entries.length === 0 ? (
        <AdminEmpty Icon={ScrollText} text={messages.noAuditEntriesFound} />
      ) : (
        <div
          className={cn(
            'flex flex-col gap-3 transition-opacity duration-150',
            audit.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={audit.isPlaceholderData || undefined}
        >
          {entries.map((entry) => (
            <AuditEntryCard
              key={entry.id}
              entry={entry}
              onActor={(actor) => set('actor', actor)}
              onTarget={(target) => set('target', target)}
            />
          ))}
          <LoadMore
            hasMore={audit.hasNextPage && !audit.isPlaceholderData}
            isLoading={audit.isFetchingNextPage}
            onLoad={() => audit.fetchNextPage()}
          />
        </div>
      )}
    </div>
  );
}
