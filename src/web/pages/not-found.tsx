import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@/shared/messages';
import { buttonVariants } from '@/web/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.info(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-accent-text">404</p>
      <h1 className="text-2xl font-semibold">{messages.pageNotFound}</h1>
      <p className="text-muted-foreground">
        The page you were looking for isn't here. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={buttonVariants()}>
        {messages.returnToHome}
      </Link>
    </section>
  );
}
