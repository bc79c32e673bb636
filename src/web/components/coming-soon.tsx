import type { ReactNode } from 'react';

/** The heading of a screen whose content a later release fills; never fake data. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-12">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
      <p className="text-muted-foreground">This screen is coming soon.</p>
    </section>
  );
}
