import type { VerifiedSession } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { cn } from '@/web/lib/cn';
import { useCodeFlow } from '../hooks/use-code-flow';
import { CodeStep } from './code-step';
import type { CompanyPicker } from './company-fields';
import { SignUpForm } from './sign-up-form';

const steps = ['Your details', 'Verify your e-mail'];

/** The /companies form: step 1 the application, step 2 the code. */
export function CompanyApplication({
  companyPicker,
  onSubmitted,
}: {
  companyPicker: CompanyPicker;
  onSubmitted: (session: VerifiedSession) => void;
}) {
  const flow = useCodeFlow(onSubmitted, {
    send: messages.failedToSendVerificationCode,
    verify: messages.failedToVerifyCode,
  });
  const current = flow.pending ? 1 : 0;
  return (
    <div className="flex flex-col gap-6">
      <ol className="grid grid-cols-2 gap-2" aria-label="Application steps">
        {steps.map((label, index) => (
          <li
            key={label}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex flex-col gap-1 border-t-2 pt-2 text-sm',
              index <= current ? 'border-accent text-foreground' : 'border-border text-muted-foreground',
            )}
          >
            <span
              className={cn(
                'text-xs font-semibold tracking-wide uppercase',
                index <= current && 'text-accent-text',
              )}
            >
              Step {index + 1}
            </span>
            <span className="font-medium">{label}</span>
          </li>
        ))}
      </ol>
      {flow.pending ? (
        <CodeStep
          flow={flow}
          labels={{ verify: messages.verifyAndSubmitApplication, back: messages.backToForm }}
        />
      ) : null}
      <div hidden={flow.pending !== null}>
        <SignUpForm flow={flow} companyPicker={companyPicker} />
      </div>
    </div>
  );
}
