import { type Card, card } from '../../../shared/contracts/requests';

/** A card without the two fields that differ from one signed-in reader to the next. */
export type SharedCardFields = Omit<Card, 'userVote' | 'isOwner'>;

const sharedCardSchema = card.omit({ userVote: true, isOwner: true });

/**
 * Each card ends with the reader's two fields in a fixed width: `true ` is `false`'s length (JSON
 * allows the space), so a reader's answer is the shared bytes with a few words overwritten, and
 * a reader who voted on none of the cards and wrote none gets the shared bytes themselves.
 */
const voteField = ',"userVote":';
const ownerField = ',"isOwner":';
const unset = 'false';
const set = 'true ';

/** Where a card's two words are in the shared bytes, and whose they are. */
interface CardSlots {
  id: string;
  /** The author's user id (never sent): a reader is the owner when it is theirs. */
  authorId: string | null;
  voteAt: number;
  ownerAt: number;
}

/**
 * A page (or one card) as signed-in readers see it: checked against the card schema and encoded
 * once, with every card's vote and ownership `false`. It is how a signed-in answer is served from
 * the read cache without building, checking and encoding the same cards again for every reader.
 */
export interface SharedCards {
  bytes: Buffer;
  cards: CardSlots[];
}

export interface SharedCard {
  fields: SharedCardFields;
  authorId: string | null;
}

/** The cards' JSON text up to each card's closing brace, checked once. */
function cardText(shared: SharedCard): string {
  return JSON.stringify(sharedCardSchema.parse(shared.fields)).slice(0, -1);
}

/**
 * Encodes `before`, the cards (joined by commas) and `after`, recording where each card's two
 * words are.
 */
function encode(before: string, shared: SharedCard[], after: string): SharedCards {
  let text = before;
  const cards: CardSlots[] = [];
  shared.forEach((one, index) => {
    if (index > 0) text += ',';
    text += cardText(one) + voteField;
    const voteAt = Buffer.byteLength(text);
    text += unset + ownerField;
    const ownerAt = Buffer.byteLength(text);
    text += `${unset}}`;
    cards.push({ id: one.fields.id, authorId: one.authorId, voteAt, ownerAt });
  });
  return { bytes: Buffer.from(text + after), cards };
}

/** A page in the shape of `cardPage`. */
export function sharePage(shared: SharedCard[], nextCursor: string | null): SharedCards {
  return encode('{"items":[', shared, `],"nextCursor":${JSON.stringify(nextCursor)}}`);
}

/** One card in the shape of `card`. */
export function shareOne(shared: SharedCard): SharedCards {
  return encode('', [shared], '');
}

/** One reader's answer: the shared bytes with their votes and ownership written in. */
export function readerJson(shared: SharedCards, readerId: string, voted: ReadonlySet<string>): Buffer {
  let bytes: Buffer | undefined;
  for (const slots of shared.cards) {
    const isVoted = voted.has(slots.id);
    const isOwner = slots.authorId === readerId;
    if (!isVoted && !isOwner) continue;
    bytes ??= Buffer.from(shared.bytes);
    if (isVoted) bytes.write(set, slots.voteAt, 'latin1');
    if (isOwner) bytes.write(set, slots.ownerAt, 'latin1');
  }
  return bytes ?? shared.bytes;
}
