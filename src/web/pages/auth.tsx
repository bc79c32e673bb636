import { Navigate } from 'react-router';
import { homeFor } from '@/shared/rules/home';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { useSession } from '@/web/features/auth/api/get-session';
import { AuthForm } from '@/web/features/auth/components/auth-form';

/** /auth: the sign-in dialog's form as a page. Once signed in, go to the person's home or '/'. */
export function AuthPage() {
  const { user, isPending } = useSession();
  if (isPending) return <PageSkeleton />;
  // Verifying a code puts the user into the session cache, which lands here too.
  if (user) return <Navigate to={homeFor(user) ?? '/'} replace />;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-border bg-background p-6 shadow-sm sm:p-8">
        <header className="mb-6 flex flex-col gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight">Welcome to ilii</h1>
          <p className="text-sm text-muted-foreground">No password needed: we e-mail you a 6-digit code.</p>
        </header>
        <AuthForm onSignedIn={() => {}} />
      </div>
    </section>
  );
}
