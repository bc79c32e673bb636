import { Rocket } from 'lucide-react';
import type { ContentKind } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import { ListEmpty, ListLoading, LoadMore } from '@/web/components/list-states';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useChangelog } from '../api/list-changelog';
import { ChangelogEntry } from './changelog-entry';

/** The launches of a changelog, newest first, with 'Load more...' while there are older ones. */
export function ChangelogList({ kind, company }: { kind: ContentKind; company?: string }) {
  const changelog = useChangelog(kind, company);
  useErrorToast(changelog.error, messages.error, messages.failedToLoadChangelog);
  if (changelog.isPending) return <ListLoading text={messages.loadingChangelog} />;
  const entries = changelog.data?.pages.flatMap((page) => page.items) ?? [];
  if (entries.length === 0) return <ListEmpty Icon={Rocket} text={messages.changelogEmpty} />;
  return (
    <div className="flex flex-col gap-4">
      <ol aria-label={messages.changelogTitle} className="flex flex-col gap-4">
        {entries.map((entry) => (
          <ChangelogEntry key={entry.id} mode={kind} entry={entry} showCompany={!company} />
        ))}
      </ol>
      <LoadMore
        hasMore={changelog.hasNextPage}
        isLoading={changelog.isFetchingNextPage}
        onLoad={() => void changelog.fetchNextPage()}
      />
    </div>
  );
}
