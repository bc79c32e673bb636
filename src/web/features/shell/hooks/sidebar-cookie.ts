import { layout } from '@/shared/constants';

/** Whether the sidebar is open, remembered for 7 days (docs/product.md#shell). */
export const sidebarCookieName = 'sidebar_state';

export function readSidebarCookie(): boolean {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${sidebarCookieName}=`));
  return entry?.slice(sidebarCookieName.length + 1) !== 'false';
}

export function writeSidebarCookie(isOpen: boolean): void {
  const maxAge = layout.sidebarCookieDays * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie, read at start
  document.cookie = `${sidebarCookieName}=${isOpen}; path=/; max-age=${maxAge}; samesite=lax`;
}
