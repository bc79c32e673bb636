import type { Card } from '@/shared/contracts/requests';
import { formatLongDate, formatShortDate } from '@/web/lib/format-date';

/** 'author · date' under a card or a detail; the author only when the viewer may see names. */
export function AuthorAndDate({ card }: { card: Pick<Card, 'authorDisplayName' | 'createdAt'> }) {
  return (
    <>
      {card.authorDisplayName ? (
        <>
          <span className="font-medium text-foreground/80">{card.authorDisplayName}</span>
          <span aria-hidden> · </span>
        </>
      ) : null}
      <time dateTime={card.createdAt} title={formatLongDate(card.createdAt)}>
        {formatShortDate(card.createdAt)}
      </time>
    </>
  );
}
