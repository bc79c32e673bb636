export const moderationCategories = [
  'foul_language',
  'complaint_not_request',
  'generally_offensive',
  'group_offensive',
] as const;
export type ModerationCategory = (typeof moderationCategories)[number];

const categoryLabels: Record<ModerationCategory, string> = {
  foul_language: 'Inappropriate Language',
  complaint_not_request: 'Complaint Instead of Request',
  generally_offensive: 'Offensive Content',
  group_offensive: 'Discriminatory Content',
};

/** The label shown on a violation card; unknown categories read 'Content Policy Violation'. */
export function moderationCategoryLabel(category: string | null | undefined): string {
  return (category && categoryLabels[category as ModerationCategory]) || 'Content Policy Violation';
}

export const defaultViolation = {
  reason: 'Content violates community guidelines',
  category: 'generally_offensive',
} as const;

export const moderationCheckTypes = ['content_moderation', 'duplicate_check'] as const;
export type ModerationCheckType = (typeof moderationCheckTypes)[number];

export const moderationContexts = ['feature_request', 'vent', 'build_response'] as const;
export type ModerationContext = (typeof moderationContexts)[number];
