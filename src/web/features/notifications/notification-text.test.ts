import { describe, expect, it } from 'vitest';
import type { Notification } from '@/shared/contracts/notifications';
import { notificationLink, notificationText } from './notification-text';

const base: Omit<Notification, 'kind' | 'data'> = {
  id: '00000000-0000-4000-8000-000000000001',
  item: {
    kind: 'requests',
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Dark mode',
    path: '/acme/no-product/dark-mode',
    companyName: 'Acme',
  },
  isRead: false,
  at: '2026-11-24T10:00:00.000Z',
};

describe('what the inbox says', () => {
  it('names the company, the item and the new status, with the comment under it', () => {
    expect(
      notificationText({ ...base, kind: 'status', data: { status: 'planned', comment: 'Soon!' } }),
    ).toEqual({
      headline: 'Acme marked “Dark mode” as Planned',
      detail: 'Soon!',
    });
    expect(
      notificationText({ ...base, kind: 'status', data: { status: 'launched', comment: null } }),
    ).toEqual({
      headline: 'Acme launched “Dark mode”',
      detail: null,
    });
  });

  it('counts grouped builds in words', () => {
    expect(notificationText({ ...base, kind: 'builds', data: { count: 1 } }).headline).toBe(
      '1 new build on “Dark mode”',
    );
    expect(notificationText({ ...base, kind: 'builds', data: { count: 4 } }).headline).toBe(
      '4 new builds on “Dark mode”',
    );
  });

  it('leads a merged item to the one it was merged into, and a removed one nowhere', () => {
    const merged: Notification = {
      ...base,
      kind: 'merged',
      data: { into: { title: 'Night theme', path: '/acme/no-product/night-theme' } },
    };
    expect(notificationText(merged).headline).toBe('“Dark mode” was merged into “Night theme”');
    expect(notificationLink(merged)).toBe('/acme/no-product/night-theme');
    const removed: Notification = {
      ...base,
      item: { ...base.item, path: null },
      kind: 'removed',
      data: { reason: 'Spam' },
    };
    expect(notificationText(removed)).toEqual({
      headline: '“Dark mode” was removed by a moderator',
      detail: 'Spam',
    });
    expect(notificationLink(removed)).toBeNull();
  });
});
