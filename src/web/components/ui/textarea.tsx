import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';
import { inputClass } from './input';

/** A text area that grows with its content (from `min-h`), styled like the inputs. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        inputClass,
        'field-sizing-content h-auto min-h-20 resize-none py-2 leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}
