import { describe, expect, it } from 'vitest';
import { moderationCategoryLabel } from './moderation';
import { requestStatusLabels } from './statuses';

describe('labels', () => {
  it('names each moderation category, and any other as a policy violation', () => {
    expect(moderationCategoryLabel('foul_language')).toBe('Inappropriate Language');
    expect(moderationCategoryLabel('complaint_not_request')).toBe('Complaint Instead of Request');
    expect(moderationCategoryLabel('generally_offensive')).toBe('Offensive Content');
    expect(moderationCategoryLabel('group_offensive')).toBe('Discriminatory Content');
    expect(moderationCategoryLabel('spam')).toBe('Content Policy Violation');
    expect(moderationCategoryLabel(null)).toBe('Content Policy Violation');
  });

  it('labels the four request statuses', () => {
    expect(Object.values(requestStatusLabels)).toEqual(['Requested', 'Seen', 'Planned', 'Launched']);
  });
});
