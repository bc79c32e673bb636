import { Loader2 } from 'lucide-react';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';

/** 'Send Verification Code'; 'Sending Code...' while busy; 'Wait N seconds...' during a rate limit. */
export function SendCodeButton({
  isBusy,
  waitSeconds,
  disabled,
}: {
  isBusy: boolean;
  waitSeconds: number;
  disabled?: boolean;
}) {
  const label =
    waitSeconds > 0
      ? messages.waitSeconds(waitSeconds)
      : isBusy
        ? messages.sendingCode
        : messages.sendVerificationCode;
  return (
    <Button
      type="submit"
      className="h-11 w-full"
      disabled={disabled || isBusy || waitSeconds > 0}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
      <span className="tabular-nums">{label}</span>
    </Button>
  );
}
