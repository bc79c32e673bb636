import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One friendly sentence and one action. */
export function EmptyState({
  Icon,
  title,
  text,
  action,
}: {
  Icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <Icon className="size-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground text-pretty">{text}</p>
      {action}
    </div>
  );
}
