import { useState } from 'react';
import { toast } from 'sonner';
import { buildInput, type Violation } from '@/shared/contracts/request-form';
import { messages } from '@/shared/messages';

/**
 * A build's text with the rules of consumer-side.md §5: empty is 'Build content required', any
 * other broken rule is 'Invalid content' with the first failure (also shown under the field).
 */
export function useBuildDraft(initial = '') {
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string>();
  const [violation, setViolation] = useState<Violation | null>(null);

  function change(next: string) {
    setContent(next);
    setError(undefined);
  }

  /** True when the text may be sent; otherwise the toast and the field error say why. */
  function check(): boolean {
    if (!content.trim()) {
      toast.error(messages.buildContentRequired, { description: messages.pleaseEnterYourThoughtsAboutThis });
      setError(messages.pleaseEnterYourThoughtsAboutThis);
      return false;
    }
    const parsed = buildInput.shape.content.safeParse(content);
    if (parsed.success) return true;
    const first = parsed.error.issues[0]?.message ?? messages.invalidContent;
    toast.error(messages.invalidContent, { description: first });
    setError(first);
    return false;
  }

  return { content, change, setContent, error, violation, setViolation, check };
}
