import { ArrowLeft, Loader2, MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { limits } from '@/shared/constants';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import type { CodeFlow } from '../hooks/use-code-flow';

export interface CodeStepLabels {
  verify: string;
  back: string;
}

export const dialogCodeLabels: CodeStepLabels = { verify: messages.verifyCode, back: messages.backToEmail };

/** The 6-digit code from the e-mail; 'Back' returns to the form and forgets the pending request. */
export function CodeStep({ flow, labels = dialogCodeLabels }: { flow: CodeFlow; labels?: CodeStepLabels }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { resendWaitSeconds: waitSeconds } = flow;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!flow.isVerifying) setError(await flow.submitCode(code));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex items-start gap-3 rounded-lg bg-accent-soft p-3 text-sm">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
        <p className="min-w-0">
          We sent a {limits.otpLength}-digit code to{' '}
          <strong className="break-all font-semibold">{flow.pending?.email}</strong>. It can take a minute to
          arrive; check your spam folder too.
        </p>
      </div>
      <Field id={`${id}-code`} label={messages.verificationCode} error={error}>
        <Input
          {...fieldProps(`${id}-code`, error)}
          autoFocus
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={limits.otpLength}
          placeholder={messages.codePlaceholder}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, ''));
            setError(null);
          }}
          className={cn('h-12 text-center text-lg tabular-nums', code && 'font-semibold tracking-[0.4em]')}
        />
      </Field>
      <Button type="submit" className="h-11 w-full" disabled={flow.isVerifying} aria-busy={flow.isVerifying}>
        {flow.isVerifying ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {flow.isVerifying ? messages.verifying : labels.verify}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={flow.back} className="-ml-2">
          <ArrowLeft className="size-4" aria-hidden />
          {labels.back}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={flow.resend}
          disabled={waitSeconds > 0 || flow.isSending}
          className="-mr-2 text-accent-text tabular-nums"
        >
          {waitSeconds > 0 ? messages.waitSeconds(waitSeconds) : 'Send a new code'}
        </Button>
      </div>
    </form>
  );
}
