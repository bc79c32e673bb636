import { LegalPage, List, P, Section, TextLink } from '../features/legal/components/legal-page';

interface StorageItem {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

const storageItems: StorageItem[] = [
  {
    name: 'Session cookie',
    kind: 'Cookie, essential',
    purpose:
      'Keeps you signed in after you enter your one-time code, and lets us check that requests come from you.',
    duration: 'Until you sign out or the session expires',
  },
  {
    name: 'Last change',
    kind: 'Cookie, essential',
    purpose:
      'After you vote, post or change something, makes the next page show your change at once, whichever of our servers answers.',
    duration: '1 minute',
  },
  {
    name: 'Sidebar state',
    kind: 'Cookie, essential',
    purpose: 'Remembers whether you left the sidebar open or closed, so the layout stays the way you set it.',
    duration: '7 days',
  },
  {
    name: 'Sidebar scroll position',
    kind: 'Session storage',
    purpose: 'Keeps the sidebar and the mobile menu scrolled where you left them as you move between pages.',
    duration: 'Until you close the tab',
  },
  {
    name: 'hasSeenWelcomeBanner',
    kind: 'Local storage',
    purpose: 'Remembers that you have dismissed the welcome banner, so it does not keep coming back.',
    duration: 'Until you clear your browser data',
  },
  {
    name: 'hasVisited',
    kind: 'Local storage',
    purpose:
      'Remembers that this browser has been to ilii before, so first-visit introductions are shown only once.',
    duration: 'Until you clear your browser data',
  },
  {
    name: 'hasSeenVentModeWelcome',
    kind: 'Local storage',
    purpose: 'Remembers that you have seen the introduction to vent mode.',
    duration: 'Until you clear your browser data',
  },
];

export function CookiePolicyPage() {
  return (
    <LegalPage title="Cookie Policy" updated="Effective October 25, 2025">
      <P>
        This policy explains the small pieces of information ilii ("I'd love it if…") stores in your browser,
        and why. The short version: we use only what is essential to sign you in and to remember a few display
        choices. We do not use advertising cookies, and we do not let third parties track you through ilii.
      </P>

      <Section title="What cookies and local storage are">
        <P>
          A cookie is a small text file that a website asks your browser to keep and send back on later
          visits. Local storage is a similar feature that lets a website keep small values in your browser;
          unlike cookies, those values are not sent to our servers automatically. Both stay on your device,
          and you can remove them at any time.
        </P>
      </Section>

      <Section title="Essential cookies only">
        <P>ilii sets three cookies, and all are essential for the service to work the way you expect:</P>
        <List>
          <li>
            <strong className="font-semibold">A session cookie.</strong> ilii has no passwords: you sign in
            with a 6-digit code sent to your e-mail. Once you have entered the code, the session cookie tells
            us that later requests come from your signed-in browser. It holds a random identifier, not your
            e-mail address or name, and it stops working when you sign out.
          </li>
          <li>
            <strong className="font-semibold">A last-change cookie.</strong> When you vote, post or change
            something, it holds the time of that change for a minute, so that the next page shows your change
            at once, whichever of our servers answers. It holds only that time.
          </li>
          <li>
            <strong className="font-semibold">A sidebar open-state cookie.</strong> It remembers whether the
            sidebar is open or collapsed. It is kept for 7 days and contains nothing about who you are.
          </li>
        </List>
        <P>
          Because these cookies are strictly necessary to provide the service you asked for, they do not
          require a consent banner in most places. If you block them, you will not be able to stay signed in,
          and the sidebar will return to its default state on every visit.
        </P>
      </Section>

      <Section title="Local storage flags">
        <P>
          We also keep a few simple true-or-false flags in your browser's local storage so that welcome
          screens do not keep reappearing:{' '}
          <code className="rounded bg-panel px-1 py-0.5 text-sm">hasSeenWelcomeBanner</code>,{' '}
          <code className="rounded bg-panel px-1 py-0.5 text-sm">hasVisited</code> and{' '}
          <code className="rounded bg-panel px-1 py-0.5 text-sm">hasSeenVentModeWelcome</code>. They never
          leave your device, hold no personal information, and are not used to identify you. The sidebar's
          scroll position is kept in session storage, which your browser empties when you close the tab.
        </P>
      </Section>

      <Section title="Everything we store, at a glance">
        <section
          aria-label="Everything we store"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must take focus to scroll by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-border"
        >
          <table className="w-full border-collapse text-left text-sm leading-normal">
            <thead className="bg-panel">
              <tr>
                <th scope="col" className="border-b border-border px-3 py-2 font-semibold">
                  Name
                </th>
                <th scope="col" className="border-b border-border px-3 py-2 font-semibold">
                  Type
                </th>
                <th scope="col" className="border-b border-border px-3 py-2 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="border-b border-border px-3 py-2 font-semibold">
                  Kept for
                </th>
              </tr>
            </thead>
            <tbody>
              {storageItems.map((item) => (
                <tr key={item.name} className="align-top">
                  <td className="border-b border-border px-3 py-2 font-medium">{item.name}</td>
                  <td className="border-b border-border px-3 py-2 text-muted-foreground">{item.kind}</td>
                  <td className="border-b border-border px-3 py-2">{item.purpose}</td>
                  <td className="border-b border-border px-3 py-2 text-muted-foreground">{item.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Section>

      <Section title="What we do not use">
        <List>
          <li>no advertising cookies;</li>
          <li>
            no third-party tracking cookies, tracking pixels or social media widgets that follow you around;
          </li>
          <li>no cookies used to build a profile of you or to sell information about you.</li>
        </List>
        <P>
          If we ever want to add analytics or anything else that is not essential, we will update this policy
          first and, where the law requires it, ask for your consent before setting it.
        </P>
      </Section>

      <Section title="How to control them">
        <P>
          Every modern browser lets you see, block and delete cookies and local storage, usually under its
          privacy or site settings. Clearing ilii's data signs you out and brings back the welcome screens;
          nothing else is lost, because your account, posts and votes are stored on our servers, not in your
          browser.
        </P>
      </Section>

      <Section title="More information">
        <P>
          To learn how we handle personal information in general, see the{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink>. For questions about this policy, use the contact
          details on the <TextLink to="/about">About page</TextLink>. This version is effective October 25,
          2025.
        </P>
      </Section>
    </LegalPage>
  );
}

export default CookiePolicyPage;
