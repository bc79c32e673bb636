const dayMs = 86_400_000;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const sameYear = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const otherYear = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' });
const full = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' });

/** 'today', '3 days ago' within a month, else 'Aug 18' (with the year when it is not this one). */
export function formatShortDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = Math.floor((now.getTime() - date.getTime()) / dayMs);
  if (days >= 0 && days < 30) return relative.format(-days, 'day');
  return (date.getFullYear() === now.getFullYear() ? sameYear : otherYear).format(date);
}

export function formatLongDate(iso: string): string {
  return full.format(new Date(iso));
}

const mediumDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const mediumDateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Aug 18, 2025': dates in tables, where relative dates would not line up. */
export function formatDate(iso: string): string {
  return mediumDate.format(new Date(iso));
}

/** 'Aug 18, 2025, 3:04 PM': when something happened, to the minute. */
export function formatDateTime(iso: string): string {
  return mediumDateTime.format(new Date(iso));
}
