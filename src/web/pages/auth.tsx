import { ComingSoon } from '@/web/components/coming-soon';

export function AuthPage() {
  return <ComingSoon title="Sign In" />;
}
