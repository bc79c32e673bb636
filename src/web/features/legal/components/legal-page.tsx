import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const proseLinkClass = 'text-accent-text underline underline-offset-2 hover:no-underline';

export interface LegalPageProps {
  title: string;
  updated?: string;
  children: ReactNode;
}

export function LegalPage({ title, updated, children }: LegalPageProps) {
  return (
    <div className="bg-background text-foreground">
      <article className="mx-auto w-full max-w-[720px] px-4 py-12 sm:px-6 sm:py-16">
        <header className="mb-8 border-b border-border pb-6">
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">{title}</h1>
          {updated ? <p className="mt-2 text-sm text-muted-foreground">{updated}</p> : null}
        </header>
        <div className="flex flex-col gap-8 text-base leading-[1.7]">{children}</div>
      </article>
    </div>
  );
}

export interface SectionProps {
  title: string;
  id?: string;
  children: ReactNode;
}

export function Section({ title, id, children }: SectionProps) {
  return (
    <section id={id} className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold leading-snug">{title}</h2>
      {children}
    </section>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <p className="text-base leading-[1.7]">{children}</p>;
}

export function List({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-muted-foreground">{children}</ul>;
}

export function Callout({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-accent-soft px-4 py-4 text-base leading-[1.7]">
      {children}
    </div>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={proseLinkClass}>
      {children}
    </Link>
  );
}
