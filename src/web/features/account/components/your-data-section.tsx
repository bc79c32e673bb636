import { Download, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { messages } from '@/shared/messages';
import { Button } from '@/web/components/ui/button';
import { useDownloadMyData } from '../api/your-data';
import { AccountSection } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';

/** 'Download my data' and 'Delete my account'. */
export function YourDataSection({
  email,
  onDeleted,
}: {
  email: string;
  onDeleted: (message: string) => void;
}) {
  const download = useDownloadMyData();
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <AccountSection id="your-data" title={messages.yourDataSection} hint={messages.yourDataHint}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Download className="size-4" aria-hidden />
          )}
          {download.isPending ? messages.preparingDownload : messages.downloadMyData}
        </Button>
        <Button
          variant="outline"
          className="border-danger/40 text-danger hover:bg-danger/10"
          onClick={() => setIsDeleting(true)}
        >
          <Trash2 className="size-4" aria-hidden />
          {messages.deleteMyAccount}
        </Button>
      </div>
      <DeleteAccountDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        email={email}
        onDeleted={onDeleted}
      />
    </AccountSection>
  );
}
