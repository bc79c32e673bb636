import { ArrowBigUp, Flame, Hammer, Lightbulb, Megaphone, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@/shared/messages';
import { listPath, modeOfPath, parsePath, staticPaths } from '@/shared/routes';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { useModeSwitch, useModeSwitchClick } from '@/web/lib/mode-switch';
import { markSeen, type SeenFlag, useSeenFlag } from '../hooks/use-seen-flag';

interface Point {
  Icon: typeof Flame;
  title: string;
  text: ReactNode;
}

const requestPoints: Point[] = [
  {
    Icon: Lightbulb,
    title: 'Make a Request',
    text: "Tell any company what you'd love: 'I'd love it if...' and 'So that...'.",
  },
  { Icon: ArrowBigUp, title: 'Vote', text: 'Lift the requests you want too. The best rise to the top.' },
  { Icon: Hammer, title: 'Build', text: 'Add your thoughts to a request to make it better.' },
  {
    Icon: Megaphone,
    title: 'Companies hear you and act.',
    text: 'They mark requests Seen, Planned and Launched, and say why.',
  },
];

const ventPoints: Point[] = [
  {
    Icon: Flame,
    title: 'Let it out',
    text: "Say what drives you up the wall: 'I'm frustrated that...' and 'Because...'.",
  },
  {
    Icon: ArrowBigUp,
    title: 'You are not alone',
    text: 'Vote on the vents you feel too, and build on them.',
  },
  {
    Icon: ShieldCheck,
    title: 'About products, not people',
    text: (
      <>
        Our{' '}
        <Link to={staticPaths.communityPolicy} className="text-accent-text underline underline-offset-4">
          {messages.communityPolicy}
        </Link>{' '}
        applies here too.
      </>
    ),
  },
];

function Points({ points }: { points: Point[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {points.map(({ Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="flex min-w-0 flex-col">
            <p className="font-medium">{title}</p>
            <p className="text-sm text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The list screens: the home lists and the company and product lists, in either mode. */
function isListScreen(pathname: string): boolean {
  const parsed = parsePath(pathname);
  if (parsed.kind === 'company' || parsed.kind === 'product') return true;
  return parsed.kind === 'static' && (parsed.path === staticPaths.home || parsed.path === staticPaths.vent);
}

function VentWelcome({ onDone }: { onDone: () => void }) {
  const backToRequests = useModeSwitchClick('vents', 'requests', onDone);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Welcome to Vent Mode</DialogTitle>
        <DialogDescription>The same board at night, for what a product gets wrong.</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-5 px-6 pt-5 pb-6">
        <Points points={ventPoints} />
        <Button size="md" className="w-full" onClick={onDone}>
          {messages.letMeVent}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Here for ideas instead?{' '}
          <Link
            to={listPath('requests')}
            onClick={backToRequests}
            className="font-medium text-accent-text underline-offset-4 hover:underline"
          >
            Back to Request Mode
          </Link>
        </p>
      </div>
    </>
  );
}

function RequestWelcome({ onDone }: { onDone: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>ilii: I'd love it if…</DialogTitle>
        <DialogDescription>The public board where products get better.</DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-5 px-6 pt-5 pb-6">
        <Points points={requestPoints} />
        <Button size="md" className="w-full" onClick={onDone}>
          {messages.diveInDialog}
        </Button>
      </div>
    </>
  );
}

/**
 * The first visit's welcome on a list screen: 'Dive In!' in request mode
 * (hasVisited), 'Let me vent!' with a way back to Request Mode in vent mode (hasSeenVentModeWelcome).
 * Closing it in any way counts as seen. It waits for a mode flip to finish.
 */
export function FirstVisitDialog() {
  const { pathname } = useLocation();
  const { flip } = useModeSwitch();
  const mode = modeOfPath(pathname);
  const flag: SeenFlag = mode === 'vents' ? 'hasSeenVentModeWelcome' : 'hasVisited';
  const isSeen = useSeenFlag(flag);
  const isOpen = !isSeen && flip === null && isListScreen(pathname);
  const onDone = () => markSeen(flag);
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onDone())}>
      <DialogContent key={mode}>
        {mode === 'vents' ? <VentWelcome onDone={onDone} /> : <RequestWelcome onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}
