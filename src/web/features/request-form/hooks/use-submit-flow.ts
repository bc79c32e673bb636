import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { RequestDraft, Violation } from '@/shared/contracts/request-form';
import type { ContentKind } from '@/shared/contracts/requests';
import { listPath } from '@/shared/routes';
import { contentKeys } from '@/web/lib/content-cache';
import { prefersReducedMotion } from '@/web/lib/reduced-motion';
import { useSaveRequest } from '../api/save-request';
import { useRequestFormContext } from './request-form-context';

/** Brings a card that just appeared into view and gives it focus, so it is read out too. */
function reveal(element: HTMLElement | null) {
  if (!element) return;
  element.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

/**
 * The submit flow after the form's own checks: blocked shows the violation
 * card; similar requests show their card (the cards go to the query cache, so votes on them move);
 * 'Confirm Your Request' sends again with `confirmDuplicates`; saved opens the your-requests tab
 * with the card highlighted.
 */
export function useSubmitFlow({
  kind,
  itemId,
  formId,
  validate,
  onServerErrors,
  onDone,
  returnTo,
}: {
  kind: ContentKind;
  itemId?: string;
  /** Where a save leads instead of the list's your-requests tab. */
  returnTo?: string;
  formId: string;
  validate: (confirmDuplicates: boolean) => RequestDraft | null;
  onServerErrors: (error: unknown) => void;
  onDone?: () => void;
}) {
  const { requireSignIn } = useRequestFormContext();
  const save = useSaveRequest(kind, itemId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [violation, setViolation] = useState<Violation | null>(null);
  const [hasDuplicates, setHasDuplicates] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const violationRef = useRef<HTMLDivElement>(null);
  const duplicatesRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (violation) reveal(violationRef.current);
  }, [violation]);
  useEffect(() => {
    if (hasDuplicates) reveal(duplicatesRef.current);
  }, [hasDuplicates]);

  function goToList(highlightId?: string) {
    onDone?.();
    if (returnTo) return navigate(returnTo);
    navigate(`${listPath(kind)}?view=your-requests`, { state: highlightId ? { highlightId } : null });
  }

  function send(confirmDuplicates: boolean) {
    if (!requireSignIn()) return;
    const draft = validate(confirmDuplicates);
    if (!draft) return;
    setViolation(null);
    save.mutate(draft, {
      onSuccess: (outcome) => {
        setIsConfirming(false);
        if (outcome.outcome === 'blocked') {
          setHasDuplicates(false);
          setViolation(outcome.violation);
        } else if (outcome.outcome === 'duplicates') {
          // Matches that are gone by now leave nothing to look at: post it.
          if (outcome.duplicates.length === 0) return send(true);
          queryClient.setQueryData(contentKeys.duplicates(kind, formId), outcome.duplicates);
          setHasDuplicates(true);
        } else {
          goToList(outcome.item.id);
        }
      },
      onError: (error) => {
        setIsConfirming(false);
        onServerErrors(error);
      },
    });
  }

  return {
    send,
    goToList,
    isPending: save.isPending,
    violation,
    violationRef,
    hasDuplicates,
    closeDuplicates: () => setHasDuplicates(false),
    duplicatesRef,
    isConfirming,
    setIsConfirming,
  };
}
