import { Input } from '@/web/components/ui/input';

/** The 6-digit code field: digits only, filled in by the phone's one-time-code suggestion. */
export function CodeInput(props: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { onChange, ...rest } = props;
  return (
    <Input
      {...rest}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      className="max-w-40 font-mono tracking-[0.3em] tabular-nums"
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
