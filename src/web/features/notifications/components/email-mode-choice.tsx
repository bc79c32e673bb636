import { type EmailMode, emailModes } from '@/shared/contracts/notifications';
import { cn } from '@/web/lib/cn';

const labels: Record<EmailMode, string> = { instant: 'Instant', daily: 'Daily digest', off: 'Off' };

/** Instant, daily digest or off, as one segmented radio group. */
export function EmailModeChoice({
  label,
  value,
  onChange,
  modes = emailModes,
}: {
  label: string;
  value: EmailMode;
  onChange: (mode: EmailMode) => void;
  modes?: readonly EmailMode[];
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="flex w-full shrink-0 rounded-lg border border-border bg-panel p-0.5 sm:inline-flex sm:w-auto"
    >
      {modes.map((mode) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented control; native radios cannot look like this
        <button
          key={mode}
          type="button"
          role="radio"
          aria-checked={value === mode}
          onClick={() => value !== mode && onChange(mode)}
          className={cn(
            'h-8 flex-1 rounded-md px-2.5 text-xs font-medium whitespace-nowrap text-muted-foreground transition-colors duration-150 sm:px-3 sm:text-sm',
            value === mode ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
          )}
        >
          {labels[mode]}
        </button>
      ))}
    </div>
  );
}
