import { useNavigate } from 'react-router';
import { messages } from '@/shared/messages';
import { PageSkeleton } from '@/web/components/page-skeleton';
import { useSession } from '@/web/features/auth/api/get-session';
import { CompanyApplication } from '@/web/features/auth/components/company-application';
import { MembershipStatus } from '@/web/features/auth/components/membership-status';
import { CompanyCombobox } from '@/web/features/companies/components/company-combobox';
import { CompanyWelcome } from '@/web/features/companies/components/company-welcome';

/** /companies: why and how to apply, then the application form. */
export function CompaniesPage() {
  const navigate = useNavigate();
  const { user, isPending } = useSession();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-10 sm:py-12">
      <CompanyWelcome />
      <div
        id="apply"
        className="scroll-mt-20 rounded-xl border border-border bg-background p-5 shadow-sm sm:p-8"
      >
        {isPending ? (
          <PageSkeleton />
        ) : user ? (
          <MembershipStatus user={user} companyPicker={CompanyCombobox} />
        ) : (
          <>
            <h2 className="mb-6 text-xl font-semibold tracking-tight">
              {messages.companyAccountApplication}
            </h2>
            <CompanyApplication companyPicker={CompanyCombobox} onSubmitted={() => navigate('/')} />
          </>
        )}
      </div>
    </section>
  );
}
