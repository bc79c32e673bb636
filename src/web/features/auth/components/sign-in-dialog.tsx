import type { RefObject } from 'react';
import type { VerifiedSession } from '@/shared/contracts/auth';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { AuthForm } from './auth-form';

/** The sign-in prompt. Closing it unmounts the form, which also resets a running resend countdown. */
export function SignInDialog({
  open,
  onOpenChange,
  onSignedIn,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: (session: VerifiedSession) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // The form focuses the e-mail input itself, 100 ms after opening.
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
          <DialogTitle>Welcome to ilii</DialogTitle>
          <DialogDescription>No password needed: we e-mail you a 6-digit code.</DialogDescription>
        </DialogHeader>
        <div className="px-6 pt-5 pb-6">
          <AuthForm onSignedIn={onSignedIn} onLeave={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
