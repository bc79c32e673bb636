import { Building2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { timings } from '@/shared/constants';
import type { VerifiedSession } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useCodeFlow } from '../hooks/use-code-flow';
import { CodeStep } from './code-step';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Tab = 'sign-in' | 'sign-up';

export interface AuthFormProps {
  onSignedIn: (session: VerifiedSession) => void;
  /** Called before following a link away from the form (the dialog closes itself). */
  onLeave?: () => void;
}

/**
 * The sign-in dialog's and /auth page's form: tabs Sign In / Sign Up, then the code step. The
 * company application is not a mode of it: Sign Up links to /companies, which has its own form.
 */
export function AuthForm({ onSignedIn, onLeave }: AuthFormProps) {
  const flow = useCodeFlow(onSignedIn);
  const [tab, setTab] = useState<Tab>('sign-in');
  const emailRefs = { 'sign-in': useRef<HTMLInputElement>(null), 'sign-up': useRef<HTMLInputElement>(null) };
  // Switching tabs keeps the e-mail typed so far (the inactive tab's form is unmounted).
  const typedEmail = useRef('');
  const emailProps = {
    initialEmail: typedEmail.current,
    onEmailChange: (email: string) => (typedEmail.current = email),
  };
  const focusEmail = useRef(() => {});
  focusEmail.current = () => emailRefs[tab].current?.focus();
  const isCodeStep = flow.pending !== null;

  // The e-mail input is focused 100 ms after opening, and again when coming back from the code step.
  useEffect(() => {
    if (isCodeStep) return;
    const timer = setTimeout(() => focusEmail.current(), timings.emailFocusDelayMs);
    return () => clearTimeout(timer);
  }, [isCodeStep]);

  return (
    <div className="flex flex-col gap-5">
      {isCodeStep ? <CodeStep flow={flow} /> : null}
      <div hidden={isCodeStep}>
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-col gap-5">
          <TabsList>
            <TabsTrigger value="sign-in">{messages.signIn}</TabsTrigger>
            <TabsTrigger value="sign-up">{messages.signUp}</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm
              flow={flow}
              emailRef={emailRefs['sign-in']}
              {...emailProps}
              onSignUpInstead={() => setTab('sign-up')}
            />
          </TabsContent>
          <TabsContent value="sign-up" className="flex flex-col gap-4">
            <SignUpForm flow={flow} emailRef={emailRefs['sign-up']} {...emailProps} />
            <Link
              to={staticPaths.companies}
              onClick={onLeave}
              className="flex items-center justify-center gap-2 rounded-lg border border-dashed border-border px-3 py-2.5 text-sm text-muted-foreground transition-colors hover:border-accent hover:text-foreground"
            >
              <Building2 className="size-4 shrink-0" aria-hidden />
              <span>
                Represent a company? <span className="font-medium text-accent-text">Apply here</span>
              </span>
            </Link>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
