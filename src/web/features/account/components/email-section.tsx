import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type AccountChange, accountCodeInput, emailChangeInput } from '@/shared/contracts/account';
import type { Viewer } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { useEmailChange, useRequestEmailChange, useVerifyEmailChange } from '../api/email-change';
import { AccountSection } from './account-section';
import { CodeInput } from './code-input';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/**
 * The address ilii knows the person by, and its change: the new address gets a code, and the
 * current one keeps signing in until the code is entered.
 */
export function EmailSection({
  user,
  onChanged,
}: {
  user: Viewer;
  onChanged: (change: AccountChange) => void;
}) {
  const pending = useEmailChange().data?.pendingEmail ?? null;
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const send = useRequestEmailChange();
  const verify = useVerifyEmailChange((change) => {
    setCode('');
    setEmail('');
    onChanged(change);
  });
  const fieldError = (error: Error, field: string) =>
    error instanceof ApiError ? (error.fields?.[field] ?? null) : null;

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstIssue(emailChangeInput.safeParse({ email }));
    setEmailError(problem);
    if (problem) return;
    send.mutate({ email }, { onError: (error) => setEmailError(fieldError(error, 'email')) });
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstIssue(accountCodeInput.safeParse({ code }));
    setCodeError(problem);
    if (problem) return;
    verify.mutate(code, { onError: (error) => setCodeError(fieldError(error, 'code')) });
  };

  return (
    <AccountSection id="email" title={messages.emailSection} hint={messages.emailSectionHint(user.email)}>
      <form onSubmit={onSend} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id="new-email" label={messages.newEmailLabel} error={emailError} className="flex-1">
          <Input
            {...fieldProps('new-email', emailError)}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(null);
            }}
          />
        </Field>
        <Button
          type="submit"
          variant="outline"
          disabled={send.isPending}
          className={emailError ? 'sm:mb-7' : ''}
        >
          {send.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {send.isPending ? messages.sendingCode : messages.sendCodeToNewEmail}
        </Button>
      </form>
      {pending ? (
        <form onSubmit={onVerify} noValidate className="flex flex-col gap-3 rounded-lg bg-panel p-4">
          <p className="text-sm" aria-live="polite">
            {messages.emailChangePending(pending)}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field id="email-code" label={messages.verificationCode} error={codeError}>
              <CodeInput {...fieldProps('email-code', codeError)} value={code} onChange={setCode} />
            </Field>
            <Button type="submit" disabled={verify.isPending} className={codeError ? 'sm:mb-7' : ''}>
              {verify.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {verify.isPending ? messages.verifying : messages.confirmNewEmail}
            </Button>
          </div>
        </form>
      ) : null}
    </AccountSection>
  );
}
