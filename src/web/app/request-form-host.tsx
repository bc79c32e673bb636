import type { ReactNode } from 'react';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import type { CompanyComboboxProps } from '@/web/features/companies/components/company-combobox';
import {
  LazyCompanyCombobox as CompanyCombobox,
  LazyProductCombobox as ProductCombobox,
} from '@/web/features/companies/components/lazy-pickers';
import { RequestFormProvider } from '@/web/features/request-form/components/request-form-provider';
import { VoteButton } from '@/web/features/votes/components/vote-button';
import { VoteInsteadButton } from '@/web/features/votes/components/vote-instead-button';
import { useViewer } from './use-viewer';

/** A request may be about any company, not the visitor's own. */
function AnyCompanyCombobox(props: CompanyComboboxProps) {
  return <CompanyCombobox {...props} wording="any" />;
}

/**
 * The request form's provider with what it borrows from other features: the company and product
 * pickers (companies), the vote button and 'Vote for this instead' on similar requests (votes) and
 * whether someone is signed in (auth).
 */
export function RequestFormHost({ children }: { children: ReactNode }) {
  const { isSignedIn } = useViewer();
  const renderVote = (kind: ContentKind, card: Card) => (
    <VoteButton kind={kind} card={card} isSignedIn={isSignedIn} />
  );
  const renderVoteInstead = (kind: ContentKind, card: Card, onVoted: () => void) => (
    <VoteInsteadButton kind={kind} card={card} onVoted={onVoted} />
  );
  return (
    <RequestFormProvider
      CompanyPicker={AnyCompanyCombobox}
      ProductPicker={ProductCombobox}
      renderVote={renderVote}
      renderVoteInstead={renderVoteInstead}
      isSignedIn={isSignedIn}
    >
      {children}
    </RequestFormProvider>
  );
}
