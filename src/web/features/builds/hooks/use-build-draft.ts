import { useRef, useState } from 'react';
import type { Violation } from '@/shared/contracts/request-form';
import { messages } from '@/shared/messages';
import { toast } from '@/web/lib/toast';

let rules: Promise<typeof import('@/shared/contracts/builds')> | undefined;
/**
 * A build's rules come with zod, in a chunk of their own: a detail page shows without it, and it
 * is asked for when someone first puts the cursor in a build form.
 */
const loadRules = () => {
  rules ??= import('@/shared/contracts/builds');
  return rules;
};

/**
 * A build's text with the build rules: empty is 'Build content required', any
 * other broken rule is 'Invalid content' with the first failure (also shown under the field).
 */
export function useBuildDraft(initial = '') {
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string>();
  const [violation, setViolation] = useState<Violation | null>(null);
  const isChecking = useRef(false);

  function change(next: string) {
    setContent(next);
    setError(undefined);
  }

  /**
   * True when the text may be sent; otherwise the toast and the field error say why. False while
   * an earlier check still waits for the rules (a double click sends once).
   */
  async function check(): Promise<boolean> {
    if (isChecking.current) return false;
    if (!content.trim()) {
      toast.error(messages.buildRequired, { description: messages.buildRequiredText });
      setError(messages.buildRequiredText);
      return false;
    }
    isChecking.current = true;
    const { buildInput } = await loadRules().finally(() => {
      isChecking.current = false;
    });
    const parsed = buildInput.shape.content.safeParse(content);
    if (parsed.success) return true;
    const first = parsed.error.issues[0]?.message ?? messages.invalidContent;
    toast.error(messages.invalidContent, { description: first });
    setError(first);
    return false;
  }

  return { content, change, setContent, error, violation, setViolation, check, prepare: loadRules };
}
