import { ComingSoon } from '@/web/components/coming-soon';

export function CreateRequestPage() {
  return <ComingSoon title="Make a Request" />;
}
