import { ShieldAlert } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { Violation } from '@/shared/contracts/request-form';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { cn } from '@/web/lib/cn';

/**
 * What ilii's moderation objected to: the category label and the reason, kept on screen (never a
 * toast only) so the writer can fix the text while reading it.
 */
export function ViolationCard({
  violation,
  className,
  ref,
}: {
  violation: Violation;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={cn(
        'flex gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4 text-sm outline-none dark:bg-danger/10',
        className,
      )}
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-danger">{violation.label || messages.contentPolicyViolation}</p>
        <p className="text-foreground">
          <span className="font-medium">{messages.violationReason}</span>{' '}
          {violation.reason || messages.violationFallbackReason}
        </p>
        <p className="text-muted-foreground">
          Please rephrase and try again. See our{' '}
          <Link
            to={staticPaths.communityPolicy}
            target="_blank"
            className="font-medium text-accent-text underline underline-offset-2 hover:no-underline"
          >
            {messages.communityPolicy}
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
