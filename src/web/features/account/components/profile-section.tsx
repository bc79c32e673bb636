import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type AccountChange, profileInput } from '@/shared/contracts/account';
import type { Viewer } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { AccountSection } from './account-section';

type Fields = { username: string; firstName: string; lastName: string };

/** The first message of each field the shared schema refuses. */
function fieldErrors(values: Fields): Partial<Fields> {
  const parsed = profileInput.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Fields> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Fields;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Username, first and last name, checked with sign-up's rules before and by the server after. */
export function ProfileSection({
  user,
  onChanged,
}: {
  user: Viewer;
  onChanged: (change: AccountChange) => void;
}) {
  const initial = {
    username: user.username ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  };
  const [values, setValues] = useState<Fields>(initial);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const save = useUpdateProfile(onChanged);
  const isChanged = (Object.keys(values) as (keyof Fields)[]).some((key) => values[key] !== initial[key]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields as Partial<Fields>);
      },
    });
  };
  const input = (name: keyof Fields, label: string, autoComplete: string) => (
    <Field id={`profile-${name}`} label={label} error={errors[name]}>
      <Input
        {...fieldProps(`profile-${name}`, errors[name])}
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => {
          setValues({ ...values, [name]: event.target.value });
          setErrors({ ...errors, [name]: undefined });
        }}
      />
    </Field>
  );

  return (
    <AccountSection id="profile" title={messages.profileSection} hint={messages.profileSectionHint}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {input('username', messages.usernameLabel, 'username')}
        <div className="grid gap-4 sm:grid-cols-2">
          {input('firstName', messages.firstNameLabel, 'given-name')}
          {input('lastName', messages.lastNameLabel, 'family-name')}
        </div>
        <div>
          <Button type="submit" disabled={!isChanged || save.isPending}>
            {save.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            {save.isPending ? messages.saving : messages.saveProfile}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
