import { Link } from 'react-router';
import { legal } from '@/shared/constants';
import { messages } from '@/shared/messages';
import { staticPaths } from '@/shared/routes';

export function Footer() {
  const links = [
    { to: staticPaths.about, label: 'About' },
    { to: staticPaths.terms, label: 'Terms' },
    { to: staticPaths.privacy, label: 'Privacy' },
    { to: staticPaths.communityPolicy, label: messages.communityPolicy },
    { to: staticPaths.cookiePolicy, label: 'Cookies' },
  ];
  return (
    <footer className="border-t border-border py-6 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4">
        <p>© {legal.copyrightYear} ilii. All rights reserved.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-foreground hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
