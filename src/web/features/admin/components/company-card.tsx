import { BadgeCheck, GitMerge, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CatalogCompanyRow, CatalogProductRow } from '@/shared/contracts/catalog-admin';
import { messages } from '@/shared/messages';
import { listPath } from '@/shared/routes';
import { CompanyAvatar } from '@/web/components/company-avatar';
import { Button } from '@/web/components/ui/button';
import type { CatalogAction } from './catalog-dialog';

const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** One company of the Companies view: its name and counts, its actions, then its products with theirs. */
export function CompanyCard({
  company,
  onAction,
}: {
  company: CatalogCompanyRow;
  onAction: (action: CatalogAction) => void;
}) {
  const entry = { kind: 'company' as const, id: company.id, name: company.name };
  return (
    <li className="rounded-xl border border-border bg-background">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 p-4">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <CompanyAvatar name={company.name} className="size-9 rounded-lg text-base" />
          <div className="min-w-0">
            <p className="flex min-w-0 items-center gap-1.5 font-semibold">
              <Link
                to={listPath('requests', company.slug)}
                className="min-w-0 break-words hover:underline"
                title={company.name}
              >
                {company.name}
              </Link>
              {company.isVerified ? (
                <BadgeCheck
                  className="size-4 shrink-0 text-accent-text"
                  role="img"
                  aria-label={messages.verifiedCompany}
                />
              ) : null}
            </p>
            <p className="text-sm break-words text-muted-foreground">
              /{company.slug} · {countOf(company.requestCount, 'request')} ·{' '}
              {countOf(company.ventCount, 'vent')} · {countOf(company.memberCount, 'member')}
            </p>
          </div>
        </div>
        <EntryActions
          name={company.name}
          deleteBlocker={
            company.requestCount + company.ventCount > 0
              ? messages.companyStillHasItems(company.requestCount, company.ventCount)
              : null
          }
          onRename={() => onAction({ type: 'rename', entry })}
          onMerge={() => onAction({ type: 'merge', entry })}
          onDelete={() => onAction({ type: 'delete', entry })}
        />
      </div>
      {company.products.length > 0 ? (
        <ul aria-label={`Products of ${company.name}`} className="border-t border-border">
          {company.products.map((product) => (
            <ProductRow key={product.id} company={company} product={product} onAction={onAction} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function ProductRow({
  company,
  product,
  onAction,
}: {
  company: CatalogCompanyRow;
  product: CatalogProductRow;
  onAction: (action: CatalogAction) => void;
}) {
  const entry = { kind: 'product' as const, id: product.id, name: product.name };
  const siblings = company.products.filter((other) => other.id !== product.id);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border py-2.5 pr-4 pl-4 last:border-b-0 sm:pl-16">
      <div className="min-w-0 flex-1">
        <Link
          to={listPath('requests', company.slug, product.slug)}
          className="block truncate text-sm font-medium hover:underline"
          title={product.name}
        >
          {product.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground">
          {countOf(product.requestCount, 'request')} · {countOf(product.ventCount, 'vent')}
        </p>
      </div>
      <EntryActions
        name={product.name}
        deleteBlocker={
          product.requestCount + product.ventCount > 0
            ? messages.productStillHasItems(product.requestCount, product.ventCount)
            : null
        }
        mergeBlocker={siblings.length === 0 ? 'No other product of this company to merge into.' : null}
        onRename={() => onAction({ type: 'rename', entry })}
        onMerge={() =>
          onAction({
            type: 'merge',
            entry,
            choices: siblings.map((other) => ({ id: other.id, name: other.name })),
          })
        }
        onDelete={() => onAction({ type: 'delete', entry })}
      />
    </li>
  );
}

/**
 * Rename, Merge into…, Delete. A refused action stays visible but disabled, its reason in a
 * tooltip and read out with the button. Below 640 px the buttons show their icons only.
 */
function EntryActions({
  name,
  deleteBlocker,
  mergeBlocker = null,
  onRename,
  onMerge,
  onDelete,
}: {
  name: string;
  deleteBlocker: string | null;
  mergeBlocker?: string | null;
  onRename: () => void;
  onMerge: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const action = 'h-8 gap-1.5 px-2.5 sm:px-3';
  return (
    <div className="flex shrink-0 items-center gap-1.5">
      <Button variant="outline" size="sm" className={action} onClick={onRename} aria-label={`Rename ${name}`}>
        <Pencil className="size-3.5" aria-hidden />
        <span className="hidden sm:inline">Rename</span>
      </Button>
      <span title={mergeBlocker ?? undefined}>
        <Button
          variant="outline"
          size="sm"
          className={action}
          onClick={onMerge}
          disabled={mergeBlocker !== null}
          aria-label={`Merge ${name} into…`}
          aria-describedby={mergeBlocker ? `${id}-merge` : undefined}
        >
          <GitMerge className="size-3.5" aria-hidden />
          <span className="hidden sm:inline">Merge into…</span>
        </Button>
      </span>
      {mergeBlocker ? (
        <span id={`${id}-merge`} className="sr-only">
          {mergeBlocker}
        </span>
      ) : null}
      <span title={deleteBlocker ?? undefined}>
        <Button
          variant="outline"
          size="sm"
          className={`${action} text-danger hover:bg-red-50 dark:hover:bg-red-950`}
          onClick={onDelete}
          disabled={deleteBlocker !== null}
          aria-label={`Delete ${name}`}
          aria-describedby={deleteBlocker ? `${id}-delete` : undefined}
        >
          <Trash2 className="size-3.5" aria-hidden />
          <span className="hidden sm:inline">Delete</span>
        </Button>
      </span>
      {deleteBlocker ? (
        <span id={`${id}-delete`} className="sr-only">
          {deleteBlocker}
        </span>
      ) : null}
    </div>
  );
}
