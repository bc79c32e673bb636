import { Ban, EllipsisVertical, ShieldCheck, Trash2 } from 'lucide-react';
import type { UserRow } from '@/shared/contracts/admin';
import { messages } from '@/shared/messages';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';

/**
 * A row's menu: suspend (or lift the suspension) and delete with content. Admins have none: their
 * role must go first (the server refuses them too).
 */
export function UserActionsMenu({
  user,
  onSuspend,
  onLift,
  onDeleteWithContent,
}: {
  user: UserRow;
  onSuspend: () => void;
  onLift: () => void;
  onDeleteWithContent: () => void;
}) {
  const name = user.username ?? user.email ?? 'this user';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="-my-1.5 inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-panel hover:text-foreground data-[state=open]:bg-panel"
        aria-label={`${messages.moreActions}: ${name}`}
      >
        <EllipsisVertical className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {user.suspension ? (
          <DropdownMenuItem onSelect={onLift}>
            <ShieldCheck className="size-4" aria-hidden />
            {messages.liftSuspension}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={onSuspend}>
          <Ban className="size-4" aria-hidden />
          {user.suspension ? messages.changeSuspension : messages.suspend}
        </DropdownMenuItem>
        <DropdownMenuItem tone="danger" onSelect={onDeleteWithContent}>
          <Trash2 className="size-4" aria-hidden />
          {messages.deleteUserAndContent}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
