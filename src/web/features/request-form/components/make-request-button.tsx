import { Plus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useMode } from '@/web/lib/use-mode';
import { formCopy } from '../form-copy';
import { useRequestFormContext } from '../hooks/request-form-context';

/** 'Make a Request' (vent mode: 'Make a Vent'): opens the form dialog, or the sign-in prompt. */
export function MakeRequestButton({ className, size }: { className?: string; size?: 'sm' | 'md' }) {
  const kind = useMode();
  const { openDialog } = useRequestFormContext();
  return (
    <Button size={size} className={className} onClick={() => openDialog({ kind })}>
      <Plus className="size-4" aria-hidden />
      {formCopy[kind].createTitle}
    </Button>
  );
}
