import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { Card, ContentKind } from '@/shared/contracts/requests';
import type { Choice, FormValues } from './use-request-form-state';

interface PickerProps<V> {
  id: string;
  value: V;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The company search box (the companies feature's, composed in by the app). */
export type CompanyPicker = ComponentType<PickerProps<Choice | null> & { onChange: (value: Choice) => void }>;

/** The product picker of a company: 'N/A' (`null`), one of its products, or a new name. */
export type ProductPicker = ComponentType<
  PickerProps<Choice | null> & {
    companyId: string | null;
    onChange: (value: Choice | null) => void;
    disabled?: boolean;
  }
>;

/** What the form needs from other features; features don't import each other, so the app passes them in. */
export interface RequestFormSlots {
  CompanyPicker: CompanyPicker;
  ProductPicker: ProductPicker;
  renderVote: (kind: ContentKind, card: Card) => ReactNode;
  /** 'Vote for this instead' on a similar request: votes, then `onVoted` (which opens the request). */
  renderVoteInstead: (kind: ContentKind, card: Card, onVoted: () => void) => ReactNode;
  /** Undefined while the session loads. */
  isSignedIn: boolean | undefined;
}

export interface OpenFormOptions {
  kind: ContentKind;
  /** Edit this item; without it the form makes a new one. */
  item?: Card;
  initial?: Partial<FormValues>;
}

export interface RequestFormContextValue extends RequestFormSlots {
  /** Opens the 'Make a Request' / 'Edit Request' dialog; signed out, it prompts sign-in instead. */
  openDialog: (options: OpenFormOptions) => void;
  /** True when the form may open; otherwise prompts sign-in (toast and dialog) and answers false. */
  requireSignIn: () => boolean;
}

export const RequestFormContext = createContext<RequestFormContextValue | null>(null);

export function useRequestFormContext(): RequestFormContextValue {
  const value = useContext(RequestFormContext);
  if (!value) throw new Error('useRequestFormContext needs a RequestFormProvider above it');
  return value;
}
