import { Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { type CatalogTarget, useDeleteEntry, useMergeEntry, useRenameEntry } from '../api/catalog-change';
import { useCatalogPages } from '../api/list-catalog';
import { CompanySearch } from './company-search';

export interface CatalogEntryRef extends CatalogTarget {
  name: string;
}

/** What the admin chose to do; a product's merge offers the other products of its company. */
export type CatalogAction =
  | { type: 'rename'; entry: CatalogEntryRef }
  | { type: 'merge'; entry: CatalogEntryRef; choices?: { id: string; name: string }[] }
  | { type: 'delete'; entry: CatalogEntryRef };

/** The dialog of one action; each confirms before it changes anything, and keeps a reason for the audit log. */
export function CatalogDialog({ action, onClose }: { action: CatalogAction | null; onClose: () => void }) {
  const [isBusy, setBusy] = useState(false);
  return (
    <Dialog open={action !== null} onOpenChange={(open) => (open || isBusy ? undefined : onClose())}>
      {action ? (
        <DialogContent className="md:max-w-lg" key={`${action.type}-${action.entry.id}`}>
          {action.type === 'rename' ? (
            <RenameForm entry={action.entry} onDone={onClose} onBusy={setBusy} />
          ) : null}
          {action.type === 'merge' ? (
            <MergeForm entry={action.entry} choices={action.choices} onDone={onClose} onBusy={setBusy} />
          ) : null}
          {action.type === 'delete' ? (
            <DeleteForm entry={action.entry} onDone={onClose} onBusy={setBusy} />
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

interface FormProps {
  entry: CatalogEntryRef;
  onDone: () => void;
  onBusy: (isBusy: boolean) => void;
}

const noun = (entry: CatalogEntryRef) => (entry.kind === 'company' ? 'company' : 'product');

function RenameForm({ entry, onDone, onBusy }: FormProps) {
  const [name, setName] = useState(entry.name);
  const [reason, setReason] = useState('');
  const rename = useRenameEntry();
  const error = rename.error instanceof ApiError ? (rename.error.fields?.name ?? rename.error.message) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onBusy(true);
    rename.mutate(
      { target: entry, name: name.trim(), reason },
      {
        onSuccess: (renamed) => {
          toast.success(messages.renamedTo(renamed.name), { description: renamed.path });
          onDone();
        },
        onSettled: () => onBusy(false),
      },
    );
  };
  return (
    <ActionForm
      title={`Rename ${noun(entry)}`}
      description={`The address follows the new name; links to the old one keep working.`}
      onSubmit={onSubmit}
      submitLabel="Rename"
      busyLabel="Renaming..."
      isBusy={rename.isPending}
      isDisabled={!name.trim() || name.trim() === entry.name}
      onCancel={onDone}
    >
      <Field id="catalog-name" label="New name" error={error}>
        <Input
          {...fieldProps('catalog-name', error)}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          autoFocus
        />
      </Field>
      <ReasonField value={reason} onChange={setReason} />
    </ActionForm>
  );
}

function MergeForm({
  entry,
  choices,
  onDone,
  onBusy,
}: FormProps & { choices?: { id: string; name: string }[] }) {
  const [into, setInto] = useState<{ id: string; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const merge = useMergeEntry();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!into) return;
    onBusy(true);
    merge.mutate(
      { target: entry, targetId: into.id, reason },
      {
        onSuccess: (merged) => {
          toast.success(messages.mergedInto(merged.into.name));
          onDone();
        },
        onSettled: () => onBusy(false),
      },
    );
  };
  const moving =
    entry.kind === 'company' ? 'requests, vents, products and memberships' : 'requests and vents';
  return (
    <ActionForm
      title={`Merge "${entry.name}" into…`}
      description={`Choose the ${noun(entry)} that takes everything "${entry.name}" has.`}
      onSubmit={onSubmit}
      submitLabel="Merge"
      busyLabel="Merging..."
      isBusy={merge.isPending}
      isDisabled={!into}
      error={merge.error?.message}
      onCancel={onDone}
    >
      {choices ? (
        <Choices name="merge-into" options={choices} value={into} onChange={setInto} />
      ) : (
        <CompanyChoices exceptId={entry.id} value={into} onChange={setInto} />
      )}
      {into ? (
        <p className="rounded-lg border border-border bg-panel px-3 py-2.5 text-sm">
          Every one of the {moving} of <strong className="font-semibold">{entry.name}</strong> moves to{' '}
          <strong className="font-semibold">{into.name}</strong>, and {entry.name} is removed. Its links lead
          to {into.name} from now on. This cannot be undone.
        </p>
      ) : null}
      <ReasonField value={reason} onChange={setReason} />
    </ActionForm>
  );
}

function DeleteForm({ entry, onDone, onBusy }: FormProps) {
  const [reason, setReason] = useState('');
  const remove = useDeleteEntry();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onBusy(true);
    remove.mutate(
      { target: entry, reason },
      {
        onSuccess: () => {
          toast.success(messages.entryDeleted(entry.name));
          onDone();
        },
        onSettled: () => onBusy(false),
      },
    );
  };
  return (
    <ActionForm
      title={`Delete ${noun(entry)}`}
      description={`"${entry.name}" has no requests or vents. ${
        entry.kind === 'company' ? 'Its products and memberships go with it. ' : ''
      }This cannot be undone.`}
      onSubmit={onSubmit}
      submitLabel="Delete"
      busyLabel={messages.deleting}
      isBusy={remove.isPending}
      error={remove.error?.message}
      tone="danger"
      onCancel={onDone}
    >
      <ReasonField value={reason} onChange={setReason} />
    </ActionForm>
  );
}

/** A dialog's header, fields, any failure, then Cancel and the action. */
function ActionForm({
  title,
  description,
  onSubmit,
  submitLabel,
  busyLabel,
  isBusy,
  isDisabled = false,
  error,
  tone = 'accent',
  onCancel,
  children,
}: {
  title: string;
  description: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  isDisabled?: boolean;
  error?: string | null;
  tone?: 'accent' | 'danger';
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="flex flex-col">
      <DialogHeader>
        <DialogTitle className="break-words">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-4 px-6 pt-4">
        {children}
        {error ? (
          <p className="text-sm text-danger" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 px-6 pt-5 pb-6 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={isBusy || isDisabled}
          className={cn(tone === 'danger' && 'bg-danger text-white hover:bg-danger/90')}
        >
          {isBusy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {isBusy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field id="catalog-reason" label="Reason (optional)" hint="Kept in the audit log.">
      <Textarea
        {...fieldProps('catalog-reason', null, 'Kept in the audit log.')}
        value={value}
        maxLength={500}
        rows={2}
        className="min-h-16"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** The other companies, searched by name: the first 20 that match. */
function CompanyChoices({
  exceptId,
  value,
  onChange,
}: {
  exceptId: string;
  value: { id: string; name: string } | null;
  onChange: (choice: { id: string; name: string }) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const pages = useCatalogPages(query);
  const options = (pages.data?.pages[0]?.items ?? [])
    .filter((company) => company.id !== exceptId)
    .map((company) => ({ id: company.id, name: company.name }));
  return (
    <div className="flex flex-col gap-2">
      <CompanySearch value={search} onChange={setSearch} label="Search the company to merge into" />
      {pages.isPending ? (
        <p className="text-sm text-muted-foreground">Loading companies...</p>
      ) : options.length === 0 ? (
        <p className="text-sm text-muted-foreground">No other company matches.</p>
      ) : (
        <Choices name="merge-into" options={options} value={value} onChange={onChange} />
      )}
    </div>
  );
}

/** One choice among a few, as radio buttons in a scrolling list. */
function Choices({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: { id: string; name: string }[];
  value: { id: string; name: string } | null;
  onChange: (choice: { id: string; name: string }) => void;
}) {
  return (
    <fieldset className="flex max-h-52 flex-col gap-1 overflow-y-auto rounded-lg border border-border p-1">
      <legend className="sr-only">Merge into</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors duration-150 hover:bg-panel has-[:checked]:bg-accent-soft has-[:checked]:font-medium has-[:checked]:text-accent-text"
        >
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value?.id === option.id}
            onChange={() => onChange(option)}
            className="size-4 accent-(--accent)"
          />
          <span className="min-w-0 truncate">{option.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
