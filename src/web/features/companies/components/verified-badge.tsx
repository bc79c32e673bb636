import { BadgeCheck } from 'lucide-react';
import { messages } from '@/shared/messages';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';

/**
 * Beside a company's name when someone from the company has an approved account here. A button:
 * hovering shows the explanation as a tooltip, and a tap or a click (phones, keyboards) opens it.
 */
export function VerifiedBadge() {
  return (
    <Popover>
      <PopoverTrigger
        aria-label={messages.verifiedCompany}
        title={messages.verifiedCompanyExplained}
        className="inline-flex h-7 shrink-0 items-center gap-1 rounded-full bg-accent-soft px-2.5 text-xs font-medium tracking-normal text-accent-text transition-colors duration-150 hover:bg-accent-soft/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <BadgeCheck className="size-4" aria-hidden />
        <span aria-hidden>Verified</span>
      </PopoverTrigger>
      <PopoverContent className="max-w-64 p-3 text-sm">
        <p className="font-medium">{messages.verifiedCompany}</p>
        <p className="mt-1 text-muted-foreground">{messages.verifiedCompanyExplained}</p>
      </PopoverContent>
    </Popover>
  );
}
