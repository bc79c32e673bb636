import { messages } from '@/shared/messages';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Label } from '@/web/components/ui/label';

/** 'Keep me logged in': a 30-day session instead of one that ends with the browser. */
export function KeepLoggedInCheckbox({
  id,
  checked,
  onCheckedChange,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2.5">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} />
      <Label htmlFor={id} className="cursor-pointer font-normal">
        {messages.keepMeLoggedIn}
      </Label>
    </div>
  );
}
