import { staticPaths } from '@/shared/routes';
import { Checkbox } from '@/web/components/ui/checkbox';

const linkClass = 'font-medium text-accent-text underline underline-offset-2 hover:no-underline';

/** The sign-up consent; the legal pages open in a new tab so the form keeps what was typed. */
export function TermsCheckbox({
  id,
  checked,
  onCheckedChange,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-2.5">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="mt-0.5"
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-muted-foreground">
        I'm 13 or older and I agree to the{' '}
        <a href={staticPaths.terms} target="_blank" rel="noreferrer" className={linkClass}>
          Terms of Use
        </a>{' '}
        and the{' '}
        <a href={staticPaths.privacy} target="_blank" rel="noreferrer" className={linkClass}>
          Privacy Policy
        </a>
        .
      </label>
    </div>
  );
}
