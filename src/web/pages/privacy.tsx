import { LegalPage, List, P, Section, TextLink } from '../features/legal/components/legal-page';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="Effective October 25, 2025">
      <P>
        This policy explains what ilii ("I'd love it if…") collects, why, how long we keep it and what you can
        do about it. We try to collect as little as we can while still running a public board that is safe and
        hard to abuse. You must be 13 or older to use ilii.
      </P>

      <Section title="What we store">
        <List>
          <li>
            <strong className="font-semibold">Account details:</strong> your e-mail address, username, first
            and last name, the display name shown next to your posts, and the time you accepted our terms.
          </li>
          <li>
            <strong className="font-semibold">Sign-in records:</strong> when you requested a code and signed
            in, together with your IP address and basic device information. We use these for security, such as
            spotting stolen accounts and stopping automated abuse.
          </li>
          <li>
            <strong className="font-semibold">Your content and votes:</strong> requests, vents, builds,
            comments and the votes you cast. Posts are public; the list of what you voted for is not shown to
            others.
          </li>
          <li>
            <strong className="font-semibold">Moderation logs:</strong> the result of the ilii assistant's
            checks on your submissions. When a submission is blocked, we log its text, the reason it was
            blocked and when it happened.
          </li>
          <li>
            <strong className="font-semibold">Company applications:</strong> if you apply for a company
            account, we also store your job title, your phone number, the company you represent and the
            details you give us to support the application.
          </li>
        </List>
      </Section>

      <Section title="No passwords">
        <P>
          ilii does not use passwords. You sign in with a one-time 6-digit code sent to your e-mail address.
          Codes expire quickly, can be used only once, and are stored only as hashes, so not even we can read
          a code once it has been sent.
        </P>
      </Section>

      <Section title="Sessions and cookies">
        <P>
          After you sign in, a session cookie keeps you signed in. It is essential for the service and is not
          used for advertising or tracking across other websites. Our{' '}
          <TextLink to="/cookie-policy">Cookie Policy</TextLink> lists every cookie and local storage entry we
          use.
        </P>
      </Section>

      <Section title="AI moderation">
        <P>
          Every submission is checked automatically by the ilii assistant for policy violations and for
          similar existing requests. To do this, the text you submit is processed by automated systems, which
          may include an AI model run by a service provider acting on our instructions. These checks work on
          the content of your submission; your e-mail address and sign-in records are not part of them.
          Blocked content is logged so that administrators can review decisions and handle appeals.
        </P>
      </Section>

      <Section title="How we use your information">
        <List>
          <li>to create your account and sign you in;</li>
          <li>to publish your posts, count your votes and show your display name;</li>
          <li>to moderate content, prevent spam and protect accounts;</li>
          <li>to review company applications and contact applicants about them;</li>
          <li>to send you service e-mails, such as sign-in codes and important changes to our policies.</li>
        </List>
        <P>
          We rely on our agreement with you to run your account, on our legitimate interest in keeping the
          service safe for moderation and security, and on your consent where the law requires it.
        </P>
      </Section>

      <Section title="Who can see what">
        <P>
          Your display name and username appear next to your public posts. Your e-mail address, real name,
          sign-in records and moderation logs are not public. Administrators can see them when reviewing
          users, applications and moderation logs. Companies see the public requests addressed to them, but
          not your e-mail address.
        </P>
      </Section>

      <Section title="No selling of data">
        <P>
          We do not sell your personal information, and we do not share it for advertising. We share it only
          with service providers that help us run ilii, such as hosting, e-mail delivery and automated
          moderation, under contracts that limit their use of it; and when the law requires it or it is needed
          to protect people from harm.
        </P>
      </Section>

      <Section title="Retention and deletion">
        <P>
          We keep your account details for as long as your account exists. Sign-in records are kept for up to
          12 months and moderation logs for up to 24 months, unless we need them longer to deal with an
          ongoing abuse case or a legal obligation. Company application details are kept while the application
          is open and, if it is approved, for as long as the company account exists.
        </P>
        <P>
          You can delete your account yourself at any time, under 'Your data' in your{' '}
          <TextLink to="/account">account settings</TextLink>, after confirming a code we e-mail you. It is
          deleted at once: your e-mail address, username and name, your sessions and sign-in history, your
          votes (the counts drop straight away), your reports, follows, notifications and settings, any codes
          and pending change of address, and the rate-limit and background records that named you. Audit
          records of what admins and companies did keep the action, but name you only as 'a deleted account'.
          The requests, vents and builds you posted stay, without your name, because other people's votes and
          builds depend on them: signed-in visitors see them as from 'a deleted account'. Delete any of them
          first if you want them gone. Your e-mail address can sign up again later. Copies in backups are
          removed as backups expire. The same page lets you download everything we keep about you as one file.
        </P>
      </Section>

      <Section title="Your rights">
        <P>
          Depending on where you live, you may have the right to access, correct, export or delete your
          personal information, to object to or restrict how we use it, and to complain to a data protection
          authority. You can make a request through the contact details on the{' '}
          <TextLink to="/about">About page</TextLink>. We may need to confirm your e-mail address before
          acting on it.
        </P>
      </Section>

      <Section title="Children">
        <P>
          ilii is not meant for anyone under 13. If we learn that an account belongs to someone under 13, we
          will delete it.
        </P>
      </Section>

      <Section title="Changes">
        <P>
          If we change this policy in a way that matters, for example if paid features, bounties or fees
          arrive later and require payment details, we will tell you before the change takes effect. This
          version is effective October 25, 2025.
        </P>
      </Section>
    </LegalPage>
  );
}

export default PrivacyPage;
