import type { Card } from '@/shared/contracts/requests';
import { requestStatusLabels } from '@/shared/rules/statuses';
import { CompanyAvatar } from '@/web/components/company-avatar';
import { cn } from '@/web/lib/cn';

/** The company's answer, as a quote from it: who, the status label, then the comment. */
export function CompanyUpdate({
  card,
  isClamped = false,
  className,
}: {
  card: Pick<Card, 'company' | 'status' | 'statusComment'>;
  isClamped?: boolean;
  className?: string;
}) {
  if (!card.statusComment) return null;
  const isLaunched = card.status === 'launched';
  return (
    <figure
      className={cn(
        'rounded-lg border-l-[3px] px-3 py-2.5 text-sm',
        isLaunched ? 'border-launched bg-background/70' : 'border-accent bg-accent-soft',
        className,
      )}
    >
      <figcaption className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <CompanyAvatar name={card.company.name} />
        <span className="font-semibold text-foreground">{card.company.name}</span>
        <span
          className={cn(
            'rounded-full px-1.5 py-0.5 font-semibold',
            isLaunched
              ? 'bg-launched-banner text-launched-banner-foreground'
              : 'bg-accent text-accent-foreground',
          )}
        >
          {requestStatusLabels[card.status]}
        </span>
      </figcaption>
      <blockquote className="mt-1.5 text-foreground">
        <p className={cn(isClamped && 'line-clamp-3')}>“{card.statusComment}”</p>
      </blockquote>
    </figure>
  );
}
