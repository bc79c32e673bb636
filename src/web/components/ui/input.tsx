import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

export const inputClass =
  'h-10 w-full min-w-0 rounded-lg border border-border bg-background px-3 text-base text-foreground shadow-xs transition-colors duration-150 placeholder:text-muted-foreground md:text-sm hover:border-zinc-300 dark:hover:border-zinc-700 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-50';

/** 16 px text on mobile so iOS does not zoom into the field. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}
