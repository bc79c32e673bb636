import { Loader2, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { limits } from '@/shared/constants';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { canDeleteItem } from '@/shared/rules/eligibility';
import { countWords } from '@/shared/rules/validators';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { Field, fieldProps } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { ViolationCard } from '@/web/components/violation-card';
import { formCopy } from '../form-copy';
import { useRequestFormContext } from '../hooks/request-form-context';
import { type FormValues, initialValues, useRequestFormState } from '../hooks/use-request-form-state';
import { useSubmitFlow } from '../hooks/use-submit-flow';
import { DeleteRequestDialog } from './delete-request-dialog';
import { DuplicatesCard } from './duplicates-card';
import { SimilarBanner, SimilarPanel } from './similar-panel';

export interface RequestFormProps {
  kind: ContentKind;
  /** The item to edit; without it the form makes a new one. */
  item?: Card;
  initial?: Partial<FormValues>;
  onCancel: () => void;
  /** Runs after a save or a delete, just before the list opens (a dialog closes itself here). */
  onDone?: () => void;
  /** Where a save or delete leads instead of the list's your-requests tab. */
  returnTo?: string;
  autoFocus?: boolean;
}

const storyCounterFrom = limits.storyFieldMaxChars - 100;

/**
 * The request form, the same in the dialog, the inline card and the
 * /create-request page: validate, then moderation (a violation card), then similar requests (new
 * ones only; confirm to post anyway), then save and go to the list's your-requests tab.
 */
export function RequestForm({
  kind,
  item,
  initial,
  onCancel,
  onDone,
  returnTo,
  autoFocus = false,
}: RequestFormProps) {
  const formId = `request-form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { CompanyPicker, ProductPicker } = useRequestFormContext();
  const copy = formCopy[kind];
  const isEdit = item !== undefined;
  const form = useRequestFormState(initialValues(item, initial), formId);
  const { values, errors } = form;
  const flow = useSubmitFlow({
    kind,
    itemId: item?.id,
    formId,
    validate: form.validate,
    onServerErrors: form.showServerErrors,
    onDone,
    returnTo,
  });
  // A company member editing someone else's item may not move it to another company.
  const isCompanyLocked = item !== undefined && !item.isOwner;
  const [isDeleting, setIsDeleting] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, on mount
  useEffect(() => {
    if (!autoFocus) return;
    const first = values.company ? 'title' : 'company';
    document.getElementById(`${formId}-${first}`)?.focus();
  }, []);

  const company = values.company;
  const showSimilar = !isEdit && Boolean(company?.id);
  const words = countWords(values.title);
  const storyStatus = (text: string) =>
    text.length >= storyCounterFrom ? `${text.length}/${limits.storyFieldMaxChars}` : null;
  const ids = (field: string) => fieldProps(`${formId}-${field}`, errors[field as keyof typeof errors]);

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.send(false);
        }}
        className="flex flex-col gap-5"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${formId}-company`}
            label="Company"
            error={errors.company}
            hint={
              isCompanyLocked
                ? messages.memberEditKeepsCompany
                : company && !company.id
                  ? `"${company.name}" is new: it is added when you submit.`
                  : null
            }
          >
            {isCompanyLocked ? (
              <Input
                {...fieldProps(`${formId}-company`, errors.company, 'hint')}
                value={company?.name ?? ''}
                readOnly
                disabled
              />
            ) : (
              <CompanyPicker
                {...fieldProps(`${formId}-company`, errors.company, company && !company.id ? 'hint' : null)}
                value={company}
                onChange={(choice) => form.set('company', choice)}
              />
            )}
          </Field>
          <Field
            id={`${formId}-product`}
            label={
              <>
                Product <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            error={errors.product}
          >
            <ProductPicker
              {...ids('product')}
              companyId={company?.id ?? null}
              disabled={!company}
              value={values.product}
              onChange={(choice) => form.set('product', choice)}
            />
          </Field>
        </div>

        {showSimilar ? <SimilarBanner /> : null}

        <Field
          id={`${formId}-title`}
          label="Title"
          error={errors.title}
          status={
            <span className={words > limits.title.maxWords ? 'font-medium text-danger' : undefined}>
              {words === 0
                ? `Up to ${limits.title.maxWords} words`
                : `${words}/${limits.title.maxWords} words`}
            </span>
          }
        >
          <Input
            {...ids('title')}
            value={values.title}
            onChange={(event) => form.set('title', event.target.value)}
            maxLength={limits.title.inputMaxChars}
            placeholder={copy.titlePlaceholder}
            autoComplete="off"
            enterKeyHint="next"
          />
        </Field>
        <Field
          id={`${formId}-userStoryWant`}
          label={copy.want}
          error={errors.userStoryWant}
          status={storyStatus(values.userStoryWant)}
        >
          <Textarea
            {...ids('userStoryWant')}
            value={values.userStoryWant}
            onChange={(event) => form.set('userStoryWant', event.target.value)}
            maxLength={limits.storyFieldMaxChars}
            placeholder={copy.wantPlaceholder}
            rows={2}
          />
        </Field>
        <Field
          id={`${formId}-userStorySoThat`}
          label={copy.soThat}
          error={errors.userStorySoThat}
          status={storyStatus(values.userStorySoThat)}
        >
          <Textarea
            {...ids('userStorySoThat')}
            value={values.userStorySoThat}
            onChange={(event) => form.set('userStorySoThat', event.target.value)}
            maxLength={limits.storyFieldMaxChars}
            placeholder={copy.soThatPlaceholder}
            rows={2}
          />
        </Field>

        {flow.violation ? <ViolationCard ref={flow.violationRef} violation={flow.violation} /> : null}
        {flow.hasDuplicates ? (
          <DuplicatesCard
            ref={flow.duplicatesRef}
            kind={kind}
            formId={formId}
            onClose={flow.closeDuplicates}
            onSubmitAnyway={() => flow.setIsConfirming(true)}
          />
        ) : null}

        <div className="flex flex-wrap items-center gap-2">
          {item && canDeleteItem(item) ? (
            <Button
              variant="ghost"
              className="-ml-2 text-danger hover:bg-danger/10"
              onClick={() => setIsDeleting(true)}
              disabled={flow.isPending}
            >
              <Trash2 className="size-4" aria-hidden />
              {messages.delete}
            </Button>
          ) : null}
          <div className="ml-auto flex gap-2">
            <Button variant="outline" onClick={onCancel} disabled={flow.isPending}>
              {messages.cancel}
            </Button>
            <Button type="submit" disabled={flow.isPending} className="min-w-24">
              {flow.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {isEdit ? messages.update : messages.submit}
            </Button>
          </div>
        </div>

        {showSimilar && company?.id ? (
          <SimilarPanel
            kind={kind}
            companyName={company.name}
            params={{
              companyId: company.id,
              productId: values.product?.id ?? undefined,
              title: values.title,
              userStoryWant: values.userStoryWant,
              userStorySoThat: values.userStorySoThat,
            }}
          />
        ) : null}
      </form>

      <ConfirmDialog
        open={flow.isConfirming}
        onOpenChange={flow.setIsConfirming}
        title={messages.confirmYourRequest}
        description={`None of the similar ${copy.noun}s is a match? Then yours is posted as a new ${copy.noun}.`}
        cancelLabel={messages.backToForm}
        confirmLabel={messages.submit}
        busyLabel={messages.submitting}
        isBusy={flow.isPending}
        onConfirm={() => flow.send(true)}
      />
      {item ? (
        <DeleteRequestDialog
          kind={kind}
          itemId={item.id}
          open={isDeleting}
          onOpenChange={setIsDeleting}
          onDeleted={() => flow.goToList()}
        />
      ) : null}
    </>
  );
}
