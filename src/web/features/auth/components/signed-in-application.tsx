import { Loader2, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import type { Viewer } from '@/shared/contracts/auth';
import { applyInput } from '@/shared/contracts/memberships';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { useApplyForCompany } from '../api/membership';
import { type FieldErrors, fieldErrorsOf } from '../hooks/field-errors';
import type { SignUpValues } from '../hooks/use-sign-up-form';
import { CompanyFields, type CompanyPart, type CompanyPicker } from './company-fields';
import { viewerName } from './viewer-avatar';

const empty: CompanyPart = { title: '', phoneNumber: '', company: null };

/**
 * The /companies application for someone signed in: step 1 is their account (no new account, no
 * code), so only the company part is asked for.
 */
export function SignedInApplication({ user, companyPicker }: { user: Viewer; companyPicker: CompanyPicker }) {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const apply = useApplyForCompany();

  function set<K extends keyof CompanyPart>(field: K, value: SignUpValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function blur(field: 'title' | 'phoneNumber') {
    if (values[field].trim()) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (apply.isPending) return;
    const { company } = values;
    const input = {
      ...(company?.id ? { companyId: company.id } : company ? { companyName: company.name } : {}),
      title: values.title,
      phoneNumber: values.phoneNumber,
    };
    const found: FieldErrors = {};
    if (!values.title.trim()) found.title = messages.companySignUpFieldsRequired;
    if (!values.phoneNumber.trim()) found.phoneNumber = messages.companySignUpFieldsRequired;
    if (!company) found.company = messages.companyRequired;
    const parsed = applyInput.safeParse(input);
    for (const issue of parsed.error?.issues ?? []) {
      // The missing fields are named above, each on its own input.
      if (issue.code === 'custom') continue;
      const key = String(issue.path.at(-1) ?? '');
      found[key === 'companyId' || key === 'companyName' ? 'company' : key] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success || Object.values(found).some(Boolean)) return;
    apply.mutate(parsed.data, { onError: (error) => setErrors(fieldErrorsOf(error)) });
  }

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby={`${id}-account`}
        className="flex items-start gap-3 rounded-lg border border-border bg-panel p-4"
      >
        <UserRound className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          <h3 id={`${id}-account`} className="font-medium">
            Step 1 · Your details, from your account
          </h3>
          <p className="break-words">{viewerName(user)}</p>
          <p className="break-all text-muted-foreground">
            {user.email}
            {user.username ? ` · @${user.username}` : ''}
          </p>
        </div>
      </section>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Company details">
        <CompanyFields
          id={id}
          values={values}
          errors={errors}
          onChange={set}
          onBlur={blur}
          Picker={companyPicker}
        />
        <Button
          type="submit"
          className="h-11 w-full"
          disabled={apply.isPending}
          aria-busy={apply.isPending || undefined}
        >
          {apply.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {apply.isPending ? messages.submitting : messages.submitApplication}
        </Button>
      </form>
    </div>
  );
}
