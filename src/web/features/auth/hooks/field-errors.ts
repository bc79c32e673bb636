import { messages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';

export type FieldErrors = Record<string, string | undefined>;

/** Server paths ('signUp.company.companyId') name the form's fields by their last part. */
const fieldAliases: Record<string, string> = { companyId: 'company', companyName: 'company', token: 'code' };

/** Answers that belong to one field even when the server sends no `fields`. */
const fieldOfMessage: Record<string, string> = {
  [messages.emailAlreadyRegistered]: 'email',
  [messages.emailNotRegistered]: 'email',
  [messages.usernameTaken]: 'username',
  [messages.companyRequired]: 'company',
  [messages.companySignUpFieldsRequired]: 'title',
  [messages.codeInvalidOrExpired]: 'code',
  [messages.codeFormatInvalid]: 'code',
};

/** The field errors an API error carries, keyed by the form's field names; empty when it has none. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const last = path.split('.').pop() ?? path;
    const field = fieldAliases[last] ?? last;
    errors[field] ??= message;
  }
  const byMessage = fieldOfMessage[error.message];
  if (Object.keys(errors).length === 0 && byMessage) errors[byMessage] = error.message;
  return errors;
}
