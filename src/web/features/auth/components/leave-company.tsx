import { DoorOpen } from 'lucide-react';
import { useState } from 'react';
import { messages } from '@/shared/messages';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { useLeaveCompany } from '../api/membership';

/** 'Leave company' on the dashboard, asked once more in a dialog; the session then drops the membership. */
export function LeaveCompany({ companyName }: { companyName: string }) {
  const [isAsking, setIsAsking] = useState(false);
  const leave = useLeaveCompany();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setIsAsking(true)}>
        <DoorOpen className="size-4" aria-hidden />
        {messages.leaveCompany}
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={`${messages.leaveCompany}?`}
        description={messages.confirmLeaveCompany(companyName)}
        confirmLabel={messages.leaveCompany}
        busyLabel={messages.leavingCompany}
        tone="danger"
        isBusy={leave.isPending}
        onConfirm={() => leave.mutate(undefined, { onSettled: () => setIsAsking(false) })}
      />
    </>
  );
}
