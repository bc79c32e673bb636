import { LegalPage, List, P, Section, TextLink } from '../features/legal/components/legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Use" updated="Effective October 25, 2025">
      <P>
        These Terms of Use are the agreement between you and ilii ("I'd love it if…"), the public board for
        feature requests and frustrations about companies and their products. By creating an account or using
        ilii in any way, you accept these terms, our <TextLink to="/privacy">Privacy Policy</TextLink>, our{' '}
        <TextLink to="/ugc-policy">Community Policy</TextLink> and our{' '}
        <TextLink to="/cookie-policy">Cookie Policy</TextLink>. If you do not agree, please do not use the
        service.
      </P>

      <Section title="1. Who can use ilii">
        <P>
          You must be 13 or older to use ilii. If you are under the age of majority where you live, you
          confirm that a parent or guardian has reviewed these terms with you. Each person may hold one
          personal account, registered to an e-mail address they control.
        </P>
      </Section>

      <Section title="2. Your account and sign-in">
        <P>
          ilii has no passwords. To sign in, you enter your e-mail address and we send you a one-time 6-digit
          code. Anyone who can read your inbox can sign in as you, so keep your e-mail account secure. You are
          responsible for what happens under your account, and you should tell us promptly if you believe
          someone else has used it.
        </P>
      </Section>

      <Section title="3. What you post">
        <P>
          Requests, vents, builds and comments are public, and so are vote counts. You keep ownership of what
          you write. By posting it, you give ilii a worldwide, non-exclusive, royalty-free licence to host,
          display, reproduce, format and distribute it as part of running and promoting the service, for as
          long as it stays on ilii.
        </P>
        <P>You promise that what you post:</P>
        <List>
          <li>is your own, or you have the right to share it;</li>
          <li>
            follows the Community Policy, including its rules on language, harassment and discrimination;
          </li>
          <li>is honest and does not pretend to speak for a company or person you do not represent;</li>
          <li>does not contain other people's private information, malware, or spam.</li>
        </List>
      </Section>

      <Section title="4. AI moderation by the ilii assistant">
        <P>
          Every submission is checked automatically by the ilii assistant before it is published. The
          assistant looks for policy violations, such as foul language, complaints written where a request
          belongs, and offensive or discriminatory content, and it looks for similar existing requests so that
          you can vote or build on one instead of creating a duplicate. It can block a submission or ask you
          to rephrase it. Blocked content is logged with the reason, so that our administrators can review
          decisions, spot abuse and improve the checks.
        </P>
        <P>
          Automated checks make mistakes in both directions. If you think a decision was wrong, tell us
          through the contact details on the <TextLink to="/about">About page</TextLink> and a person will
          look at it. We may also remove content or limit accounts after human review, even if the assistant
          let something through.
        </P>
      </Section>

      <Section title="5. Companies">
        <P>
          Companies can apply for an account, and our administrators review every application. An approved
          company can answer the requests addressed to it with a status (Requested, Seen, Planned or Launched)
          and a comment. A status is a statement by that company, not a promise by ilii or a binding
          commitment to build anything. We may refuse or withdraw a company account that misrepresents itself
          or misuses statuses.
        </P>
      </Section>

      <Section title="6. Ideas and feedback">
        <P>
          Public requests exist so that companies can hear them. Anyone may read a request and act on it, and
          you are not owed payment, credit or confidentiality if they do. Do not post anything you want to
          keep secret.
        </P>
      </Section>

      <Section title="7. Fees and future features">
        <P>
          ilii is free to use today. Paid features, bounties and fees may come later, for example paid plans
          for companies or bounties that people attach to requests. We will never charge you without showing
          you the price and any extra terms and getting your agreement first.
        </P>
      </Section>

      <Section title="8. Things you must not do">
        <List>
          <li>break the law, or help anyone else to do so, through ilii;</li>
          <li>manipulate votes, for example with multiple accounts, scripts or paid voting;</li>
          <li>try to get around the ilii assistant, rate limits or any other protection;</li>
          <li>scrape, overload or probe the service in ways that harm it or its users;</li>
          <li>impersonate a company, a member of its staff or another user.</li>
        </List>
      </Section>

      <Section title="9. Suspension and ending your account">
        <P>
          You can stop using ilii at any time and ask us to delete your account. We may remove content,
          suspend or close accounts, or reject company applications if you break these terms or the Community
          Policy, or if we need to protect users, companies or the service. Where it is reasonable, we will
          tell you why. The disclaimers and limits of liability below continue to apply after your account
          ends.
        </P>
      </Section>

      <Section title="10. Disclaimers">
        <P>
          ilii is provided "as is" and "as available". Content on ilii is written by users and companies, not
          by us, and we do not check it for accuracy. We do not promise that the service will always be
          available, error free, or that the ilii assistant will catch every problem or never block something
          harmless.
        </P>
      </Section>

      <Section title="11. Limitation of liability">
        <P>
          To the fullest extent the law allows, ilii is not liable for indirect, incidental, special or
          consequential losses, or for lost profits, data or goodwill. Our total liability to you for any
          claim arising from or related to ilii is capped at 100 USD or the amount you paid us in the last 12
          months, whichever is greater. Nothing in these terms limits liability that cannot be limited by law,
          such as liability for fraud or for death or personal injury caused by negligence.
        </P>
      </Section>

      <Section title="12. Changes to these terms">
        <P>
          We may update these terms as ilii grows, for example when paid features arrive. If a change is
          significant, we will tell you on the site or by e-mail before it takes effect. If you keep using
          ilii after a change takes effect, you accept the new terms. This version is effective October 25,
          2025. Questions about these terms can be sent through the contact details on the{' '}
          <TextLink to="/about">About page</TextLink>.
        </P>
      </Section>
    </LegalPage>
  );
}

export default TermsPage;
