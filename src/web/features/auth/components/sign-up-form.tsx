import { Loader2 } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { messages } from '@/shared/messages';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import type { CodeFlow } from '../hooks/use-code-flow';
import { useSignUpForm } from '../hooks/use-sign-up-form';
import { CompanyFields, type CompanyPicker } from './company-fields';
import { KeepLoggedInCheckbox } from './keep-logged-in-checkbox';
import { SendCodeButton } from './send-code-button';
import { TermsCheckbox } from './terms-checkbox';

/** A new account; with `companyPicker` it is a company application. */
export function SignUpForm({
  flow,
  companyPicker,
  emailRef,
  initialEmail,
  onEmailChange,
}: {
  flow: CodeFlow;
  companyPicker?: CompanyPicker;
  emailRef?: Ref<HTMLInputElement>;
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
}) {
  const id = useId();
  const form = useSignUpForm(Boolean(companyPicker), initialEmail);
  const [isValidating, setIsValidating] = useState(false);
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const { values, errors, set, blur } = form;

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (isValidating || flow.isSending) return;
    setIsValidating(true);
    const data = await form.validate().finally(() => setIsValidating(false));
    if (!data) return;
    form.showErrors(await flow.requestCode({ ...data, intent: 'sign-up', stayLoggedIn }));
  }

  const hasHint = (field: string) => field === 'username' || (field === 'email' && Boolean(companyPicker));
  const text = (field: 'firstName' | 'lastName' | 'email' | 'username') => ({
    ...fieldProps(`${id}-${field}`, errors[field], hasHint(field) ? 'hint' : null),
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      set(field, event.target.value);
      if (field === 'email') onEmailChange?.(event.target.value);
    },
    onBlur: () => blur(field),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Field id={`${id}-firstName`} label="First Name" error={errors.firstName}>
          <Input {...text('firstName')} autoComplete="given-name" />
        </Field>
        <Field id={`${id}-lastName`} label="Last Name" error={errors.lastName}>
          <Input {...text('lastName')} autoComplete="family-name" />
        </Field>
      </div>
      <Field
        id={`${id}-email`}
        label="Email"
        error={errors.email}
        hint={companyPicker ? 'Use your company e-mail address.' : null}
      >
        <Input
          ref={emailRef}
          {...text('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={companyPicker ? 'you@company.com' : 'you@example.com'}
        />
      </Field>
      <Field
        id={`${id}-username`}
        label="Username"
        error={errors.username}
        hint="Letters, numbers, dots, hyphens and underscores."
        status={
          form.isCheckingUsername ? (
            <span className="inline-flex items-center gap-1.5">
              <Loader2 className="size-3 animate-spin" aria-hidden />
              {messages.checkingUsername}
            </span>
          ) : null
        }
      >
        <Input {...text('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      </Field>
      {companyPicker ? (
        <CompanyFields
          id={id}
          values={values}
          errors={errors}
          onChange={set}
          onBlur={blur}
          Picker={companyPicker}
        />
      ) : null}
      <KeepLoggedInCheckbox id={`${id}-stay`} checked={stayLoggedIn} onCheckedChange={setStayLoggedIn} />
      <TermsCheckbox
        id={`${id}-terms`}
        checked={values.acceptTerms}
        onCheckedChange={(checked) => set('acceptTerms', checked)}
      />
      <SendCodeButton
        isBusy={isValidating || flow.isSending}
        waitSeconds={flow.waitSeconds}
        disabled={!values.acceptTerms}
      />
    </form>
  );
}
