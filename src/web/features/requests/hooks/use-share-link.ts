import { useEffect, useRef, useState } from 'react';
import { timings } from '@/shared/constants';
import { messages } from '@/shared/messages';
import { copyText, publicUrl } from '@/web/lib/public-url';
import { toast } from '@/web/lib/toast';

/** Copies the public link of `path`; `isCopied` stays true for 2 s of feedback (docs/product.md#card). */
export function useShareLink(path: string) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function share() {
    try {
      await copyText(publicUrl(path));
    } catch {
      toast.error(messages.couldNotCopyLink, { description: publicUrl(path) });
      return;
    }
    toast.success(messages.copiedToClipboard);
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), timings.shareFeedbackMs);
  }

  return { share, isCopied };
}
