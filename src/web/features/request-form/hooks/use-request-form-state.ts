import { useRef, useState } from 'react';
import { limits } from '@/shared/constants';
import { type RequestDraft, requestDraft } from '@/shared/contracts/request-form';
import type { Card } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { countWords } from '@/shared/rules/validators';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';

/** An existing company or product (`id`), or a new name created on submit (`id` null). */
export interface Choice {
  id: string | null;
  name: string;
}

export interface FormValues {
  company: Choice | null;
  /** `null` is 'N/A'. */
  product: Choice | null;
  title: string;
  userStoryWant: string;
  userStorySoThat: string;
}

export type FormField = keyof FormValues;
export type FormErrors = Partial<Record<FormField, string>>;

export const fieldOrder: FormField[] = ['company', 'product', 'title', 'userStoryWant', 'userStorySoThat'];

export function initialValues(item?: Card, initial?: Partial<FormValues>): FormValues {
  if (item) {
    return {
      company: { id: item.company.id, name: item.company.name },
      product: item.product ? { id: item.product.id, name: item.product.name } : null,
      title: item.title,
      userStoryWant: item.userStoryWant,
      userStorySoThat: item.userStorySoThat,
    };
  }
  return { company: null, product: null, title: '', userStoryWant: '', userStorySoThat: '', ...initial };
}

const keyOf = (choice: Choice | null) => (choice ? (choice.id ?? `new:${choice.name}`) : null);
const choiceOf = (choice: Choice) => (choice.id ? { id: choice.id } : { name: choice.name });

/** The contract's shape of what was typed. */
export function toDraft(values: FormValues, confirmDuplicates = false): RequestDraft {
  return {
    company: values.company ? choiceOf(values.company) : (undefined as unknown as RequestDraft['company']),
    product: values.product ? choiceOf(values.product) : null,
    title: values.title,
    userStoryWant: values.userStoryWant,
    userStorySoThat: values.userStorySoThat,
    confirmDuplicates,
  };
}

/** The live title rule: more than 4 words is an error while typing (the rest waits for submit). */
export function titleWordsError(title: string): string | undefined {
  const words = countWords(title);
  return words > limits.title.maxWords ? messages.titleTooManyWords(words) : undefined;
}

function fieldOfPath(path: string): FormField | undefined {
  const first = path.split('.')[0];
  return fieldOrder.find((field) => field === first);
}

/**
 * The form's values and errors in plain state (decision 11), checked with the contract's own zod
 * fields: the title's word count live, everything on submit, and the server's `fields` after it.
 */
export function useRequestFormState(start: FormValues, formId: string) {
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<FormErrors>(() => ({ title: titleWordsError(start.title) }));
  const titleWasTooLong = useRef(Boolean(titleWordsError(start.title)));

  function set<K extends FormField>(field: K, value: FormValues[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Another company has other products: the product goes back to N/A.
      if (field === 'company' && keyOf(value as Choice | null) !== keyOf(current.company))
        next.product = null;
      return next;
    });
    if (field === 'title') {
      const error = titleWordsError(value as string);
      setErrors((current) => ({ ...current, title: error }));
      if (error && !titleWasTooLong.current) {
        toast.error(messages.titleTooLong, { id: `${formId}-title`, description: error });
      }
      titleWasTooLong.current = Boolean(error);
    } else {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  }

  function focusFirst(found: FormErrors) {
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  }

  /** The draft to send, or null after showing every problem (field errors and the summary toast). */
  function validate(confirmDuplicates = false): RequestDraft | null {
    const parsed = requestDraft.safeParse(toDraft(values, confirmDuplicates));
    if (parsed.success) return toDraft(values, confirmDuplicates);
    const found: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path.map(String).join('.'));
      if (field) found[field] ??= issue.message;
    }
    setErrors(found);
    toast.error(messages.validationError, { description: messages.fixFormErrors });
    focusFirst(found);
    return null;
  }

  /** The server's field errors (400 `fields`), on the inputs they belong to. */
  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError) || !error.fields) return;
    const found: FormErrors = {};
    for (const [path, message] of Object.entries(error.fields)) {
      const field = fieldOfPath(path);
      if (field) found[field] ??= message;
    }
    setErrors((current) => ({ ...current, ...found }));
    focusFirst(found);
  }

  return { values, errors, set, validate, showServerErrors };
}
