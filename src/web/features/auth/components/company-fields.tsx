import type { ComponentType } from 'react';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import type { FieldErrors } from '../hooks/field-errors';
import type { CompanyValue, SignUpValues } from '../hooks/use-sign-up-form';

/** The company search box; the app passes the companies feature's combobox in (features don't import each other). */
export type CompanyPicker = ComponentType<{
  id: string;
  value: CompanyValue | null;
  onChange: (value: CompanyValue) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}>;

/** What the company part of an application holds. */
export type CompanyPart = Pick<SignUpValues, 'title' | 'phoneNumber' | 'company'>;

/** Job title, phone number and company: what a company application adds to a sign-up. */
export function CompanyFields({
  id,
  values,
  errors,
  onChange,
  onBlur,
  Picker,
}: {
  id: string;
  values: CompanyPart;
  errors: FieldErrors;
  onChange: <K extends keyof CompanyPart>(field: K, value: SignUpValues[K]) => void;
  onBlur: (field: 'title' | 'phoneNumber') => void;
  Picker: CompanyPicker;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-title`} label="Job Title" error={errors.title}>
          <Input
            {...fieldProps(`${id}-title`, errors.title)}
            autoComplete="organization-title"
            placeholder="e.g. Head of Product"
            value={values.title}
            onChange={(event) => onChange('title', event.target.value)}
            onBlur={() => onBlur('title')}
          />
        </Field>
        <Field id={`${id}-phone`} label="Phone Number" error={errors.phoneNumber}>
          <Input
            {...fieldProps(`${id}-phone`, errors.phoneNumber)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="e.g. +1 555 010 0000"
            value={values.phoneNumber}
            onChange={(event) => onChange('phoneNumber', event.target.value)}
            onBlur={() => onBlur('phoneNumber')}
          />
        </Field>
      </div>
      <Field id={`${id}-company`} label="Company" error={errors.company}>
        <Picker
          {...fieldProps(`${id}-company`, errors.company)}
          value={values.company}
          onChange={(value) => onChange('company', value)}
        />
      </Field>
    </>
  );
}
