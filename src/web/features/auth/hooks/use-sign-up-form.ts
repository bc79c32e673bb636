import { useRef, useState } from 'react';
import { z } from 'zod';
import { type SignUpInput, signUpInput } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { emailField, usernameField } from '@/shared/rules/validators';
import type { FieldErrors } from './field-errors';
import { useAvailability } from './use-availability';

/** An existing company (`id`) or a new name the server creates on verify (`id` null). */
export interface CompanyValue {
  id: string | null;
  name: string;
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  title: string;
  phoneNumber: string;
  company: CompanyValue | null;
  acceptTerms: boolean;
}

type TextField = Exclude<keyof SignUpValues, 'company' | 'acceptTerms'>;

const empty: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  title: '',
  phoneNumber: '',
  company: null,
  acceptTerms: false,
};

const titleOrPhone = z.string().trim().min(1, messages.companySignUpFieldsRequired);
const textRules: Record<TextField, z.ZodType> = {
  firstName: signUpInput.shape.firstName,
  lastName: signUpInput.shape.lastName,
  email: emailField,
  username: usernameField,
  title: titleOrPhone,
  phoneNumber: titleOrPhone,
};

function issueOf(rule: z.ZodType, value: unknown): string | undefined {
  const result = rule.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The contract's shape of what was typed; company data only for a company application. */
function toSignUp(values: SignUpValues, withCompany: boolean) {
  const { company } = values;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.username,
    acceptTerms: values.acceptTerms,
    company: withCompany
      ? {
          ...(company?.id ? { companyId: company.id } : company ? { companyName: company.name } : {}),
          title: values.title,
          phoneNumber: values.phoneNumber,
        }
      : undefined,
  };
}

/**
 * Sign-up form state: each field is checked on blur with the shared rules, the e-mail and username
 * also for availability, and all of it again on submit.
 */
export function useSignUpForm(withCompany: boolean, initialEmail = '') {
  const [values, setValues] = useState(() => ({ ...empty, email: initialEmail }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const latest = useRef(values);
  latest.current = values;
  const availability = useAvailability();
  const fields: TextField[] = ['firstName', 'lastName', 'email', 'username'];
  if (withCompany) fields.push('title', 'phoneNumber');

  function set<K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function checkAvailability(field: 'email' | 'username', value: string) {
    const error =
      field === 'email' ? await availability.checkEmail(value) : await availability.checkUsername(value);
    // A check that answers after the value changed says nothing about the new value.
    if (latest.current[field].trim().toLowerCase() === value.toLowerCase()) {
      setErrors((current) => ({ ...current, [field]: error ?? undefined }));
    }
    return error;
  }

  function blur(field: TextField) {
    const value = values[field];
    if (!value.trim()) return; // an untouched field is not an error until submit
    const error = issueOf(textRules[field], value);
    setErrors((current) => ({ ...current, [field]: error }));
    if (!error && (field === 'email' || field === 'username')) {
      void checkAvailability(field, textRules[field].parse(value) as string);
    }
  }

  /** The e-mail and sign-up data to send, or null after showing what is wrong. */
  async function validate(): Promise<{ email: string; signUp: SignUpInput } | null> {
    const found: FieldErrors = {};
    for (const field of fields) found[field] = issueOf(textRules[field], values[field]);
    if (withCompany && !values.company) found.company = messages.companyRequired;
    const parsed = signUpInput.safeParse(toSignUp(values, withCompany));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path.at(-1) ?? '');
        found[key === 'companyId' || key === 'companyName' ? 'company' : key] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.values(found).some(Boolean) || !parsed.success) return null;
    const email = emailField.parse(values.email);
    const [emailError, usernameError] = await Promise.all([
      checkAvailability('email', email),
      checkAvailability('username', parsed.data.username),
    ]);
    if (emailError || usernameError) return null;
    return { email, signUp: parsed.data };
  }

  return {
    values,
    errors,
    set,
    blur,
    validate,
    showErrors: (more: FieldErrors) => setErrors((current) => ({ ...current, ...more })),
    isCheckingUsername: availability.isCheckingUsername,
  };
}
