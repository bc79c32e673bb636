import { Callout, LegalPage, List, P, Section, TextLink } from '../features/legal/components/legal-page';

export function CommunityPolicyPage() {
  return (
    <LegalPage title="Community Policy" updated="Effective October 25, 2025">
      <P>
        ilii works because people say what they would love, companies listen, and everyone can see what
        happens next. This policy describes what belongs on the board and what does not. It applies to
        everything you post: requests, vents, builds, comments and profile details. It sits alongside our{' '}
        <TextLink to="/terms">Terms of Use</TextLink>, and you must be 13 or older to take part.
      </P>

      <Section title="What makes a good request">
        <P>A request finishes the sentence "I'd love it if…" and explains why with "So that…". A good one:</P>
        <List>
          <li>is addressed to a specific company, and to a product where that helps;</li>
          <li>has a short title of about 4 words that names the idea, such as "Offline mode for maps";</li>
          <li>describes what you want, not only what is wrong today;</li>
          <li>says who benefits and why, so the company can weigh it;</li>
          <li>is constructive and specific enough that someone could actually build it.</li>
        </List>
        <Callout>
          <p>
            <span className="font-semibold">Instead of:</span> "Your app is useless without dark mode."
          </p>
          <p>
            <span className="font-semibold">Try:</span> I'd love it if the app had a dark mode, so that I can
            read at night without straining my eyes.
          </p>
        </Callout>
      </Section>

      <Section title="Vents: honest frustration, without abuse">
        <P>
          Sometimes you are simply fed up. Vent mode exists for that. A vent can be blunt about what went
          wrong and how it made you feel. It still has to be about a product, a policy or an experience, not
          an attack on people. Vents must not name or target individual employees, must not threaten anyone,
          and must follow the same rules on language and discrimination as everything else. The best vents end
          with a hint of what would make things better, because that is often where a good request begins.
        </P>
      </Section>

      <Section title="What is not allowed">
        <List>
          <li>
            <strong className="font-semibold">Foul language.</strong> No swearing, slurs or crude insults,
            including disguised spellings. Mild words such as 'damn', 'crap' or 'hell' are fine.
          </li>
          <li>
            <strong className="font-semibold">Harassment.</strong> No personal attacks, threats, intimidation,
            or pile-ons aimed at users, company staff or anyone else.
          </li>
          <li>
            <strong className="font-semibold">Offensive or discriminatory content.</strong> Nothing that
            demeans people for their race, ethnicity, nationality, religion, gender, gender identity, sexual
            orientation, disability, age or any similar characteristic. No sexual or graphically violent
            content.
          </li>
          <li>
            <strong className="font-semibold">Complaints posted as requests.</strong> A request asks for
            something. If you only want to complain, use vent mode.
          </li>
          <li>
            <strong className="font-semibold">Spam and duplicates.</strong> No advertising, link dropping, or
            repeated posting of the same idea. If a similar request already exists, vote for it or add a build
            instead of starting a new one.
          </li>
          <li>
            <strong className="font-semibold">Private information and impersonation.</strong> Do not post
            anyone's contact details or personal data, and do not pretend to be a company or another person.
          </li>
          <li>
            <strong className="font-semibold">Illegal content.</strong> Nothing that breaks the law or helps
            others to do so.
          </li>
        </List>
      </Section>

      <Section title="Votes and builds">
        <P>
          Vote for requests you genuinely want. One person, one account, one vote per request; using extra
          accounts or scripts to push a request up is not allowed. A build is your written thinking on an
          existing request: how it could work, an edge case, why it matters to you. Builds follow the same
          rules as requests.
        </P>
      </Section>

      <Section title="How moderation by ilii works">
        <P>
          Every submission is checked automatically by the ilii assistant before it is published. The
          assistant looks for foul language, complaints written as requests, and offensive or discriminatory
          content. It also searches for similar existing requests and, when it finds some, suggests that you
          vote or build on one of them.
        </P>
        <P>
          If a submission breaks this policy, ilii blocks it and tells you why, so you can rephrase and try
          again. Blocked content is logged with the reason, and administrators review these moderation logs to
          catch mistakes and patterns of abuse. The assistant is not perfect. If you think it got something
          wrong, let us know through the contact details on the <TextLink to="/about">About page</TextLink>{' '}
          and a person will review it. Administrators can also remove content that got through.
        </P>
      </Section>

      <Section title="For companies">
        <P>
          Companies answer requests with a status (Requested, Seen, Planned or Launched) and a comment.
          Company comments follow this policy too. Be honest with statuses: mark something as Planned only if
          you mean it, and do not use comments to advertise unrelated products or to argue with the people
          asking.
        </P>
      </Section>

      <Section title="Consequences">
        <P>Depending on how serious and how frequent a problem is, we may:</P>
        <List>
          <li>block the submission and ask you to rephrase it;</li>
          <li>remove content that is already published;</li>
          <li>limit your ability to post or vote for a while;</li>
          <li>suspend or permanently close your account;</li>
          <li>reject or withdraw a company account;</li>
          <li>report content to the authorities where the law requires it or someone is at risk.</li>
        </List>
        <P>
          Serious harm, such as threats or hateful content, can lead to immediate removal of an account
          without any earlier warning.
        </P>
      </Section>

      <Section title="Reporting and changes">
        <P>
          If you see something that breaks this policy, choose Report in its ⋮ menu and say what is wrong;
          administrators review every report, and when several people report the same post it is hidden until
          they decide. You can also write through the contact details on the About page. We may update this
          policy as the community grows and will announce significant changes on the site. This version is
          effective October 25, 2025.
        </P>
      </Section>
    </LegalPage>
  );
}

export default CommunityPolicyPage;
