import { type Card, card } from '../../../shared/contracts/requests';

/** A card without the two fields that differ from one signed-in reader to the next. */
export type SharedCardFields = Omit<Card, 'userVote' | 'isOwner'>;

const sharedCardSchema = card.omit({ userVote: true, isOwner: true });

/**
 * A card as signed-in readers see it, already checked against the card schema and encoded as
 * JSON bytes once, all but its closing brace: each reader's answer only appends their own vote
 * and ownership. It is how a signed-in page is served from the read cache without building,
 * checking and encoding the same objects again for every reader.
 */
export interface SharedCard {
  id: string;
  /** The author's user id (never sent): a reader is the owner when it is theirs. */
  authorId: string | null;
  json: Buffer;
}

export interface SharedPage {
  cards: SharedCard[];
  /** The page's end: its cursor and closing brackets. */
  tail: Buffer;
}

export function shareCard(fields: SharedCardFields, authorId: string | null): SharedCard {
  const json = JSON.stringify(sharedCardSchema.parse(fields));
  return { id: fields.id, authorId, json: Buffer.from(json.slice(0, -1)) };
}

export function sharePage(cards: SharedCard[], nextCursor: string | null): SharedPage {
  return { cards, tail: Buffer.from(`],"nextCursor":${JSON.stringify(nextCursor)}}`) };
}

/** The four endings of a card: [voted][owned]. */
const endings = [false, true].map((voted) =>
  [false, true].map((owned) => Buffer.from(`,"userVote":${voted},"isOwner":${owned}}`)),
);
const pageStart = Buffer.from('{"items":[');
const comma = Buffer.from(',');

function parts(shared: SharedCard, readerId: string, voted: ReadonlySet<string>): Buffer[] {
  const ending = endings[Number(voted.has(shared.id))]![Number(shared.authorId === readerId)]!;
  return [shared.json, ending];
}

/** One reader's card: the shared bytes and their own two fields. */
export function cardJson(shared: SharedCard, readerId: string, voted: ReadonlySet<string>): Buffer {
  return Buffer.concat(parts(shared, readerId, voted));
}

/** One reader's page, in the shape of `cardPage`. */
export function pageJson(page: SharedPage, readerId: string, voted: ReadonlySet<string>): Buffer {
  const all: Buffer[] = [pageStart];
  page.cards.forEach((shared, index) => {
    if (index > 0) all.push(comma);
    all.push(...parts(shared, readerId, voted));
  });
  all.push(page.tail);
  return Buffer.concat(all);
}
