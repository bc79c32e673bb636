import { NavLink } from 'react-router';
import { staticPaths } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { useMode } from '@/web/lib/use-mode';

/**
 * Consumers, Companies, About: the desktop top bar's tabs (`bar`, tighter below 1024 px, where the
 * bar may be only 512 px wide beside the sidebar), and the top of the mobile menu (`menu`).
 */
export function SectionTabs({
  variant = 'bar',
  className,
}: {
  variant?: 'bar' | 'menu';
  className?: string;
}) {
  const home = useMode() === 'vents' ? staticPaths.vent : staticPaths.home;
  const tabs = [
    { to: home, label: 'Consumers', end: true },
    { to: staticPaths.companies, label: 'Companies', end: false },
    { to: staticPaths.about, label: 'About', end: false },
  ];
  return (
    <nav
      aria-label="Sections"
      className={cn('flex items-center gap-1', variant === 'bar' && 'gap-0 lg:gap-1', className)}
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.label}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            cn(
              'whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors duration-150 hover:text-foreground',
              variant === 'bar' && 'px-1.5 lg:px-3',
              isActive && 'bg-accent-soft text-accent-text',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
