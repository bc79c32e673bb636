import type { Card } from '@/shared/contracts/requests';
import type { Mode } from '@/shared/routes';
import { cn } from '@/web/lib/cn';
import { modeCopy } from '@/web/lib/mode-copy';

/** 'I'd love it if... / So that...' (vents: 'I'm frustrated that... / Because...') with muted labels. */
export function StoryLines({
  mode,
  card,
  isClamped = false,
  className,
}: {
  mode: Mode;
  card: Pick<Card, 'userStoryWant' | 'userStorySoThat'>;
  isClamped?: boolean;
  className?: string;
}) {
  const copy = modeCopy[mode];
  const lines = [
    { label: copy.storyWant, text: card.userStoryWant },
    { label: copy.storySoThat, text: card.userStorySoThat },
  ];
  return (
    <dl className={cn('flex flex-col gap-1 text-sm leading-relaxed', className)}>
      {lines.map((line) => (
        <div key={line.label} className={cn(isClamped && 'line-clamp-2')}>
          <dt className="inline font-medium text-muted-foreground">{line.label}</dt>{' '}
          <dd className="inline text-foreground">{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}
