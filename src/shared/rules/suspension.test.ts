import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { activeSuspension, formatSuspensionEnd, formatSuspensionEndShort } from './suspension';

const now = new Date('2026-11-24T12:00:00Z');

describe('suspensions', () => {
  it('apply while banned and their end is absent or ahead, and not once it has passed', () => {
    const row = (banned: boolean, banExpires: Date | null) => ({ banned, banReason: 'Spam', banExpires });
    expect(activeSuspension(row(false, null), now)).toBeNull();
    expect(activeSuspension(row(true, null), now)).toEqual({ reason: 'Spam', endsAt: null });
    expect(activeSuspension(row(true, new Date('2026-12-03T00:00:00Z')), now)).toEqual({
      reason: 'Spam',
      endsAt: '2026-12-03T00:00:00.000Z',
    });
    expect(activeSuspension(row(true, now), now)).toBeNull();
    expect(activeSuspension(row(true, new Date('2026-11-24T11:59:59Z')), now)).toBeNull();
  });

  it('name their end in UTC, the day the admin chose, whatever the server’s time zone', () => {
    expect(formatSuspensionEnd('2026-12-03T00:00:00.000Z')).toBe('3 December 2026');
    expect(formatSuspensionEnd('2026-12-02T23:59:59.000Z')).toBe('2 December 2026');
    expect(formatSuspensionEndShort('2026-12-03T00:00:00.000Z')).toBe('3 Dec 2026');
  });

  it('end the sign-in refusal with one full stop', () => {
    expect(messages.accountSuspended('3 December 2026')).toBe(
      'Your account is suspended until 3 December 2026. We e-mailed you the reason when it began.',
    );
    expect(messages.accountSuspended(null)).toBe(
      'Your account is suspended. We e-mailed you the reason when it began.',
    );
  });
});
