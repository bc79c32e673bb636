import type { LucideIcon } from 'lucide-react';
import {
  ArrowBigUp,
  ArrowRight,
  Building2,
  Flame,
  Hammer,
  Lightbulb,
  MessageSquareReply,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { LegalPage, List, P, Section, TextLink } from '../features/legal/components/legal-page';

interface Step {
  icon: LucideIcon;
  title: string;
  body: string;
}

const steps: Step[] = [
  {
    icon: Lightbulb,
    title: 'Make a request',
    body: 'Pick a company, give your idea a short title, then finish two sentences: "I\'d love it if…" and "So that…". The first says what you want; the second says why it matters.',
  },
  {
    icon: ArrowBigUp,
    title: 'Vote',
    body: 'Found a request you want too? Vote for it. Votes show companies which ideas people care about most, far better than one loud message ever could.',
  },
  {
    icon: Hammer,
    title: 'Build',
    body: 'Add a build: your own written thoughts on a request. How it could work, an edge case nobody mentioned, or what it would change for you.',
  },
  {
    icon: MessageSquareReply,
    title: 'Companies answer',
    body: 'Companies with an ilii account answer in public with a status (Requested, Seen, Planned or Launched) and a comment, so everyone can see where things stand.',
  },
];

export function AboutPage() {
  return (
    <LegalPage title="About ilii">
      <P>
        ilii is short for "I'd love it if…". It is a public board where anyone can post feature requests for
        any company and its products, vote on the ideas they want most, and add their own thoughts. Companies
        can read it all, and answer.
      </P>
      <P>
        Most feedback disappears into a support inbox or a survey that nobody sees again. On ilii, ideas are
        out in the open: you can see what other people want, join in, and watch a request go from Requested to
        Launched.
      </P>

      <Section title="How it works">
        <ol className="grid gap-4 sm:grid-cols-2">
          {steps.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex flex-col gap-2 rounded-xl border border-border bg-panel p-4">
              <div className="flex items-center gap-2">
                <span className="flex size-8 items-center justify-center rounded-md bg-accent-soft text-accent-text">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <h3 className="text-base font-semibold">{title}</h3>
              </div>
              <p className="text-sm leading-[1.7] text-muted-foreground">{body}</p>
            </li>
          ))}
        </ol>
        <P>
          Every submission is checked by the ilii assistant before it goes up. It watches for things that
          break our <TextLink to="/ugc-policy">Community Policy</TextLink>, such as foul language, complaints
          posted as requests, or offensive content, and it points you to similar requests that already exist
          so that you can vote or build there instead of starting again.
        </P>
      </Section>

      <Section title="Vent mode">
        <div className="flex gap-4 rounded-xl border border-border bg-panel p-4">
          <Flame className="mt-1 size-5 shrink-0 text-accent-text" aria-hidden="true" />
          <p className="text-base leading-[1.7]">
            Some days you don't have a tidy idea, you are just frustrated. Switch to vent mode and the board
            turns dark. It is a place for honest frustration about a product or an experience. Be as blunt as
            you need to be about what went wrong, but keep it free of abuse and aimed at the product, not at
            people. Plenty of good requests start life as a vent.
          </p>
        </div>
      </Section>

      <Section title="Who it's for">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2 rounded-xl border border-border p-4">
            <div className="flex items-center gap-2">
              <Users className="size-4 text-accent-text" aria-hidden="true" />
              <h3 className="text-base font-semibold">People who use things</h3>
            </div>
            <p className="text-sm leading-[1.7] text-muted-foreground">
              If you have ever thought "I'd love it if this app just…", ilii is for you. It is free, you sign
              in with a code sent to your e-mail, and you need to be 13 or older.
            </p>
          </div>
          <div className="flex flex-col gap-2 rounded-xl border border-border p-4">
            <div className="flex items-center gap-2">
              <Building2 className="size-4 text-accent-text" aria-hidden="true" />
              <h3 className="text-base font-semibold">Companies</h3>
            </div>
            <p className="text-sm leading-[1.7] text-muted-foreground">
              Apply for a company account to see every request about you in one place, learn what matters most
              to the people who use your products, and answer them in public.{' '}
              <TextLink to="/companies">Read more for companies</TextLink>.
            </p>
          </div>
        </div>
      </Section>

      <Section title="A note from the creator">
        <div className="flex flex-col gap-4 rounded-xl bg-accent-soft p-6">
          <P>
            I started ilii because I kept catching myself saying "I'd love it if…" about the things I use
            every day, and then watching those thoughts vanish. I'd send a message into a feedback form and
            never hear back. I never knew whether anyone else wanted the same thing, or whether it had quietly
            been built already.
          </P>
          <P>
            I wanted one place where those wishes could live in the open, where a good idea could gather
            support, and where the people who make things could say "we've seen this" or "it's coming". I also
            wanted room for the bad days, which is why vent mode exists, but with a nudge back toward the
            thing that actually helps: saying what would make it better.
          </P>
          <P>
            Thank you for being here, for every request, vote and build. I hope some of your wishes turn into
            launches.
          </P>
          <p className="text-base font-medium">— the creator of ilii</p>
        </div>
      </Section>

      <Section title="Get in touch">
        <P>Here is how to reach the people behind ilii:</P>
        <List>
          <li>
            For ideas about ilii itself, post a request addressed to ilii, just like you would for any other
            company.
          </li>
          <li>
            To download your data or delete your account, open your{' '}
            <TextLink to="/account">account settings</TextLink>: both take a moment and need nobody's help.
          </li>
          <li>
            For other private matters, such as privacy requests, appealing a moderation decision or questions
            about a company application, reply to any e-mail you have received from ilii. We will answer from
            the same address.
          </li>
        </List>
        <P>
          The fine print lives in our <TextLink to="/terms">Terms of Use</TextLink>,{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink>,{' '}
          <TextLink to="/ugc-policy">Community Policy</TextLink> and{' '}
          <TextLink to="/cookie-policy">Cookie Policy</TextLink>.
        </P>
      </Section>

      <div className="flex flex-wrap items-center gap-4 border-t border-border pt-6">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md bg-accent-soft px-4 py-2 text-sm font-semibold text-accent-text hover:underline"
        >
          See what people would love
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <Link
          to="/companies"
          className="text-sm text-accent-text underline underline-offset-2 hover:no-underline"
        >
          ilii for companies
        </Link>
      </div>
    </LegalPage>
  );
}

export default AboutPage;
