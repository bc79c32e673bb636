import { describe, expect, it } from 'vitest';
import { card, cardPage } from '../../../shared/contracts/requests';
import { makeCard } from '../../../web/test/cards';
import { readerJson, type SharedCard, shareOne, sharePage } from './shared-cards';

/** The shared part of a card, with multi-byte text in its stories. */
function fields(id: string, title: string): SharedCard['fields'] {
  const {
    userVote: _vote,
    isOwner: _owner,
    ...shared
  } = makeCard(id, {
    title,
    userStoryWant: 'I could sort my notes — by colour 🎨',
    userStorySoThat: 'I find them «quickly»',
    authorDisplayName: 'Zoë',
  });
  return shared;
}

describe('shared cards', () => {
  const page = sharePage(
    [
      { fields: fields('a', 'Crème brûlée mode'), authorId: 'u1' },
      { fields: fields('b', 'Ünïcödé ✓'), authorId: 'u2' },
      { fields: fields('c', 'Plain'), authorId: null },
    ],
    'next',
  );

  it("writes each reader's votes and ownership into valid JSON, multi-byte text and all", () => {
    const parsed = cardPage.parse(JSON.parse(readerJson(page, 'u2', new Set(['a', 'c'])).toString('utf8')));
    expect(parsed.items.map((item) => [item.id, item.userVote, item.isOwner])).toEqual([
      ['a', true, false],
      ['b', false, true],
      ['c', true, false],
    ]);
    expect(parsed.items[1]!.title).toBe('Ünïcödé ✓');
    expect(parsed.nextCursor).toBe('next');
  });

  it('leaves the shared bytes alone: a reader with nothing of their own gets them as they are', () => {
    const before = Buffer.from(page.bytes);
    readerJson(page, 'u1', new Set(['b']));
    expect(page.bytes.equals(before)).toBe(true);
    expect(readerJson(page, 'nobody', new Set())).toBe(page.bytes);
    const one = shareOne({ fields: fields('a', 'Solo'), authorId: 'u1' });
    expect(card.parse(JSON.parse(readerJson(one, 'u1', new Set(['a'])).toString()))).toMatchObject({
      userVote: true,
      isOwner: true,
    });
  });
});
