import type { RefObject } from 'react';
import type { VerifiedSession } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { AuthForm, type AuthMode } from './auth-form';
import type { CompanyPicker } from './company-fields';

/** The sign-in prompt. Closing it unmounts the form, which also resets a running resend countdown. */
export function SignInDialog({
  open,
  mode,
  onOpenChange,
  onSignedIn,
  companyPicker,
  returnFocusTo,
}: {
  open: boolean;
  mode: AuthMode;
  onOpenChange: (open: boolean) => void;
  onSignedIn: (session: VerifiedSession) => void;
  companyPicker?: CompanyPicker;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const isCompany = mode === 'company';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={isCompany ? 'md:max-w-lg' : undefined}
        // The form focuses the e-mail input itself, 100 ms after opening (consumer-side.md §2).
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{isCompany ? messages.companyAccountApplication : 'Welcome to ilii'}</DialogTitle>
          <DialogDescription>
            {isCompany
              ? 'Apply with your company e-mail. An admin reviews every application.'
              : 'No password needed: we e-mail you a 6-digit code.'}
          </DialogDescription>
        </DialogHeader>
        <div className="px-6 pt-5 pb-6">
          <AuthForm
            mode={mode}
            onSignedIn={onSignedIn}
            companyPicker={companyPicker}
            onLeave={() => onOpenChange(false)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
