import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Label } from './label';

/** The ids a control needs to be tied to its label, hint and error. */
export function fieldProps(id: string, error?: string | null, hint?: string | null) {
  const describedBy = [error && `${id}-error`, hint && !error && `${id}-hint`].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/**
 * A label above its control, then either the error (in the danger colour) or a muted hint. `status`
 * (e.g. a running check) sits beside the label, so it never moves the controls below.
 */
export function Field({
  id,
  label,
  error,
  hint,
  status,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  status?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <div className="flex min-h-4 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {status}
        </span>
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
