import { ComingSoon } from '@/web/components/coming-soon';

export function AdminPage() {
  return <ComingSoon title="Admin" />;
}
