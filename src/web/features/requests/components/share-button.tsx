import { Check, Share2 } from 'lucide-react';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useShareLink } from '../hooks/use-share-link';

/**
 * Copies the public link of a detail. On a card it is a quiet icon whose label becomes
 * 'Copied to clipboard'; on the detail a labelled button that reads 'Copied!' (2 s each).
 */
export function ShareButton({ path, variant }: { path: string; variant: 'card' | 'detail' }) {
  const { share, isCopied } = useShareLink(path);
  if (variant === 'detail') {
    return (
      <Button variant="outline" size="sm" onClick={share} aria-live="polite">
        {isCopied ? <Check className="size-4" aria-hidden /> : <Share2 className="size-4" aria-hidden />}
        {isCopied ? messages.copiedShort : 'Share'}
      </Button>
    );
  }
  return (
    <button
      type="button"
      onClick={share}
      aria-label={isCopied ? messages.copiedToClipboard : 'Share'}
      title={isCopied ? messages.copiedToClipboard : 'Copy link'}
      className={cn(
        'relative z-10 inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-muted-foreground transition-colors duration-150 hover:bg-panel hover:text-foreground',
        isCopied && 'text-launched-text hover:text-launched-text',
      )}
    >
      {isCopied ? <Check className="size-3.5" aria-hidden /> : <Share2 className="size-3.5" aria-hidden />}
      <span className={cn(!isCopied && 'sr-only sm:not-sr-only')}>
        {isCopied ? messages.copiedToClipboard : 'Share'}
      </span>
    </button>
  );
}
