import {
  BadgeCheck,
  ClipboardList,
  Gift,
  LayoutDashboard,
  MailCheck,
  MessageSquareText,
  PenLine,
  ShieldCheck,
} from 'lucide-react';
import { buttonVariants } from '@/web/components/ui/button';

const steps = [
  {
    Icon: PenLine,
    title: 'Fill in the form',
    text: 'Tell us who you are, your role and the company you represent.',
  },
  {
    Icon: MailCheck,
    title: 'Verify your e-mail',
    text: 'Enter the 6-digit code we send to your company address.',
  },
  {
    Icon: ShieldCheck,
    title: 'We review your application',
    text: 'An ilii admin checks that you can speak for the company.',
  },
  {
    Icon: LayoutDashboard,
    title: 'Use your dashboard',
    text: 'Once approved, answer your customers from the company dashboard.',
  },
];

const benefits = [
  {
    Icon: ClipboardList,
    title: 'One central dashboard',
    text: 'Every request and vent about your company and its products in one place, searchable and sorted.',
  },
  {
    Icon: MessageSquareText,
    title: 'Status with a comment',
    text: 'Mark a request Seen, Planned or Launched and say why: voters see your answer right on the card.',
  },
  {
    Icon: Gift,
    title: 'Thank your contributors',
    text: 'Optionally reward the people whose ideas you ship with a thank-you perk.',
  },
];

/** The /companies welcome: what a company gets and the 4 steps to get it. */
export function CompanyWelcome() {
  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-accent-text">ilii for companies</p>
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
          Hear what your customers would love, and tell them you're on it
        </h1>
        <p className="text-muted-foreground">
          People already tell ilii what they'd love your product to do. A company account lets you answer
          them: see every request in one place, set a status and close the loop when you ship.
        </p>
        <a href="#apply" className={buttonVariants({ className: 'mt-1 self-start' })}>
          Apply for a company account
        </a>
      </header>

      <section aria-labelledby="benefits" className="flex flex-col gap-4">
        <h2 id="benefits" className="text-lg font-semibold">
          What you get
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {benefits.map(({ Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-2 rounded-xl border border-border bg-panel p-4">
              <Icon className="size-5 text-accent-text" aria-hidden />
              <p className="font-medium">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="flex flex-col gap-4">
        <h2 id="how-it-works" className="text-lg font-semibold">
          How it works
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2">
          {steps.map(({ Icon, title, text }, index) => (
            <li key={title} className="flex gap-3 rounded-xl border border-border p-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-text">
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex items-center gap-2 font-medium">
                  {title}
                  <Icon className="size-4 text-muted-foreground" aria-hidden />
                </p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="flex items-start gap-2 rounded-xl bg-accent-soft p-4 text-sm">
          <BadgeCheck className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
          <span>
            You'll need an e-mail address on your company's domain and the authorization to represent your
            company on ilii.
          </span>
        </p>
      </section>
    </div>
  );
}
