import { NavLink } from 'react-router';
import { staticPaths } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { useMode } from '@/web/lib/use-mode';
import { ModeToggle } from './mode-toggle';

export function TopBar() {
  const home = useMode() === 'vents' ? staticPaths.vent : staticPaths.home;
  const tabs = [
    { to: home, label: 'Consumers', end: true },
    { to: staticPaths.companies, label: 'Companies', end: false },
    { to: staticPaths.about, label: 'About', end: false },
  ];
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center gap-1 border-b border-border bg-background/90 px-4 backdrop-blur">
      <NavLink to={home} className="mr-1 text-xl font-bold tracking-tight text-accent-text md:hidden">
        ilii
      </NavLink>
      <nav aria-label="Sections" className="flex items-center gap-1">
        {tabs.map((tab) => (
          <NavLink
            key={tab.label}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              cn(
                'whitespace-nowrap rounded-lg px-2 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground sm:px-3',
                isActive && 'bg-accent-soft text-accent-text',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="ml-auto shrink-0">
        <ModeToggle />
      </div>
    </header>
  );
}
