import { type Ref, useId, useState } from 'react';
import { emailField } from '@/shared/rules/validators';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import type { CodeFlow } from '../hooks/use-code-flow';
import { KeepLoggedInCheckbox } from './keep-logged-in-checkbox';
import { SendCodeButton } from './send-code-button';

/** E-mail and 'Keep me logged in'; the code is sent for signing in to an existing account. */
export function SignInForm({
  flow,
  emailRef,
  onSignUpInstead,
  initialEmail = '',
  onEmailChange,
}: {
  flow: CodeFlow;
  emailRef?: Ref<HTMLInputElement>;
  onSignUpInstead?: () => void;
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [error, setError] = useState<string>();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    const errors = await flow.requestCode({ email: parsed.data, intent: 'sign-in', stayLoggedIn });
    setError(errors.email);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field id={`${id}-email`} label="Email" error={error}>
        <Input
          ref={emailRef}
          {...fieldProps(`${id}-email`, error)}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            onEmailChange?.(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <KeepLoggedInCheckbox id={`${id}-stay`} checked={stayLoggedIn} onCheckedChange={setStayLoggedIn} />
      <SendCodeButton isBusy={flow.isSending} waitSeconds={flow.waitSeconds} />
      {onSignUpInstead ? (
        <p className="text-center text-sm text-muted-foreground">
          New to ilii?{' '}
          <button
            type="button"
            onClick={onSignUpInstead}
            className="rounded font-medium text-accent-text underline-offset-2 hover:underline"
          >
            Create an account
          </button>
        </p>
      ) : null}
    </form>
  );
}
