import { ComingSoon } from '@/web/components/coming-soon';

export function CompaniesPage() {
  return <ComingSoon title="Company Account Application" />;
}
