import { Building2, Copy, Flag, type LucideIcon, ScrollText, ShieldAlert, Store, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { messages } from '@/shared/messages';

export const adminViewIds = [
  'applications',
  'reports',
  'moderation',
  'duplicates',
  'users',
  'companies',
  'audit',
] as const;
export type AdminViewId = (typeof adminViewIds)[number];

export interface AdminView {
  id: AdminViewId;
  title: string;
  subtitle: string;
  Icon: LucideIcon;
}

export const adminViews: readonly AdminView[] = [
  {
    id: 'applications',
    title: messages.companyApplications,
    subtitle: messages.applicationsViewSubtitle,
    Icon: Building2,
  },
  { id: 'reports', title: messages.reportsViewTitle, subtitle: messages.reportsViewSubtitle, Icon: Flag },
  {
    id: 'moderation',
    title: messages.moderatorChecks,
    subtitle: messages.moderationViewSubtitle,
    Icon: ShieldAlert,
  },
  {
    id: 'duplicates',
    title: messages.duplicateChecks,
    subtitle: messages.duplicatesViewSubtitle,
    Icon: Copy,
  },
  { id: 'users', title: messages.topUsers, subtitle: messages.usersViewSubtitle, Icon: Users },
  { id: 'companies', title: messages.companiesView, subtitle: messages.companiesViewSubtitle, Icon: Store },
  { id: 'audit', title: messages.auditLog, subtitle: messages.auditViewSubtitle, Icon: ScrollText },
];

/** The open view lives in `?view=` (applications when absent), so a reload or Back keeps it. */
export function useAdminView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('view');
  const current = adminViews.find((view) => view.id === param) ?? adminViews[0]!;
  const hrefOf = (id: AdminViewId) => ({ search: id === 'applications' ? '' : `?view=${id}` });
  const select = (id: AdminViewId) => setSearchParams(id === 'applications' ? {} : { view: id });
  return { current, hrefOf, select };
}
