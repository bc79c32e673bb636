import { type Card, card } from '../../../shared/contracts/requests';

/** A card without the two fields that differ from one signed-in reader to the next. */
export type SharedCardFields = Omit<Card, 'userVote' | 'isOwner'>;

const sharedCardSchema = card.omit({ userVote: true, isOwner: true });

/**
 * A card as signed-in readers see it, already checked against the card schema and turned into
 * JSON text once, all but its closing brace: each reader's answer only appends their own vote
 * and ownership. It is how a signed-in page is served from the read cache without building and
 * checking the same objects again for every reader.
 */
export interface SharedCard {
  id: string;
  /** The author's user id (never sent): a reader is the owner when it is theirs. */
  authorId: string | null;
  json: string;
}

export interface SharedPage {
  cards: SharedCard[];
  nextCursor: string | null;
}

export function shareCard(fields: SharedCardFields, authorId: string | null): SharedCard {
  const json = JSON.stringify(sharedCardSchema.parse(fields));
  return { id: fields.id, authorId, json: json.slice(0, -1) };
}

/** One reader's card: the shared text and their own two fields. */
export function cardJson(shared: SharedCard, readerId: string, voted: ReadonlySet<string>): string {
  return `${shared.json},"userVote":${voted.has(shared.id)},"isOwner":${shared.authorId === readerId}}`;
}

/** One reader's page, in the shape of `cardPage`. */
export function pageJson(page: SharedPage, readerId: string, voted: ReadonlySet<string>): string {
  const items = page.cards.map((shared) => cardJson(shared, readerId, voted)).join(',');
  return `{"items":[${items}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}
