/**
 * The notification choices section of /account (e-mail per kind, automatic follows, a member's
 * company digest). Written by the notifications work in this same change; the account page
 * composes it.
 */
export function NotificationSettingsSection() {
  return null;
}
