import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * A dense table inside its own bordered box, which scrolls sideways on a narrow screen so the page
 * never does. `minWidth` keeps the columns readable instead of squeezing them. The box is a named,
 * focusable region so a keyboard can scroll it too; `label` names it.
 */
export function Table({
  className,
  minWidth,
  label,
  ...props
}: ComponentProps<'table'> & { minWidth?: number; label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must take focus to scroll by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-xl border border-border bg-background"
    >
      <table
        className={cn('w-full caption-bottom border-collapse text-sm', className)}
        style={minWidth ? { minWidth } : undefined}
        {...props}
      />
    </section>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-panel [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b border-border transition-colors duration-150 hover:bg-panel/60', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase first:pl-4 last:pr-4',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle first:pl-4 last:pr-4', className)} {...props} />;
}
