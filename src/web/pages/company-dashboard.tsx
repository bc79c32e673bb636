import { ComingSoon } from '@/web/components/coming-soon';

export function CompanyDashboardPage() {
  return <ComingSoon title="Company Dashboard" />;
}
