import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/connect';
import { createCompany } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { caseItems, type LabelledDraft, labelledDrafts, seedDuplicateCases } from './duplicate-cases';
import { candidateFloor, candidateLimit, type DuplicateDraft, findSimilar } from './find-similar';
import { candidatesQuery } from './find-similar.queries';

let database: TestDatabase;
let seeded: Awaited<ReturnType<typeof seedDuplicateCases>>;

beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedDuplicateCases(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

const itemId = (key: string) => seeded.itemIds.get(key)!;
const companyId = (key: string) => seeded.companyIds.get(key)!;

function asDraft(entry: LabelledDraft): DuplicateDraft {
  return {
    kind: entry.kind ?? 'requests',
    companyId: companyId(entry.company),
    productId: entry.product ? seeded.productIds.get(entry.product)! : null,
    title: entry.title,
    userStoryWant: entry.want,
    userStorySoThat: entry.soThat,
  };
}

function itemDraft(key: string): DuplicateDraft {
  const entry = caseItems.find((candidate) => candidate.key === key)!;
  return {
    kind: entry.kind ?? 'requests',
    companyId: companyId(entry.company),
    title: entry.title,
    userStoryWant: entry.want,
    userStorySoThat: entry.soThat,
  };
}

interface Tally {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Flags of any item not labelled a duplicate (every unlisted item is not one). */
  strictFalsePositives: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

function summary(name: string, tally: Tally) {
  const precision = ratio(tally.truePositives, tally.truePositives + tally.falsePositives);
  const recall = ratio(tally.truePositives, tally.truePositives + tally.falseNegatives);
  const strictPrecision = ratio(tally.truePositives, tally.truePositives + tally.strictFalsePositives);
  return { name, precision, recall, strictPrecision, ...tally };
}

/**
 * The project's own cases. The re-ranker is trained on all of them (with the tuning split of the blind
 * pairs), so these figures are a floor against breakage, not a measure: blind-evaluation.test.ts is.
 */
describe('labelled pairs', () => {
  it('flags labelled duplicates with precision and recall of at least 0.8', async () => {
    const tallies = { tuned: emptyTally(), heldOut: emptyTally() };
    const misses: string[] = [];
    let pairs = 0;
    for (const entry of labelledDrafts) {
      const tally = entry.heldOut ? tallies.heldOut : tallies.tuned;
      const flagged = new Set((await findSimilar(database.db, asDraft(entry))).map((item) => item.id));
      const duplicates = new Set(entry.duplicateOf.map(itemId));
      pairs += entry.duplicateOf.length + entry.notDuplicateOf.length;
      for (const key of entry.duplicateOf) {
        if (flagged.has(itemId(key))) tally.truePositives++;
        else {
          tally.falseNegatives++;
          misses.push(`missed   ${entry.key} → ${key}`);
        }
      }
      for (const key of entry.notDuplicateOf) {
        if (flagged.has(itemId(key))) {
          tally.falsePositives++;
          misses.push(`wrongly  ${entry.key} → ${key}`);
        }
      }
      tally.strictFalsePositives += [...flagged].filter((id) => !duplicates.has(id)).length;
    }
    const all = {
      truePositives: tallies.tuned.truePositives + tallies.heldOut.truePositives,
      falsePositives: tallies.tuned.falsePositives + tallies.heldOut.falsePositives,
      falseNegatives: tallies.tuned.falseNegatives + tallies.heldOut.falseNegatives,
      strictFalsePositives: tallies.tuned.strictFalsePositives + tallies.heldOut.strictFalsePositives,
    };
    const rows = [
      summary('tuned on', tallies.tuned),
      summary('held out', tallies.heldOut),
      summary('all', all),
    ];
    console.log(
      `duplicate search on ${database.engine}: ${labelledDrafts.length} drafts, ${pairs} labelled pairs\n` +
        rows
          .map(
            (row) =>
              `  ${row.name.padEnd(9)} precision ${row.precision.toFixed(3)}  recall ${row.recall.toFixed(3)}  ` +
              `strict precision ${row.strictPrecision.toFixed(3)}  (TP ${row.truePositives}, FP ${row.falsePositives}, ` +
              `FN ${row.falseNegatives}, any wrong flag ${row.strictFalsePositives})`,
          )
          .join('\n') +
        `\n  ${misses.join('\n  ')}`,
    );
    expect(pairs).toBeGreaterThanOrEqual(40);
    expect(rows[2]!.precision).toBeGreaterThanOrEqual(0.8);
    expect(rows[2]!.recall).toBeGreaterThanOrEqual(0.8);
    expect(rows[2]!.strictPrecision).toBeGreaterThanOrEqual(0.8);
  });
});

function emptyTally(): Tally {
  return { truePositives: 0, falsePositives: 0, falseNegatives: 0, strictFalsePositives: 0 };
}

describe('findSimilar', () => {
  it('searches only the same company', async () => {
    const found = await findSimilar(database.db, {
      kind: 'requests',
      companyId: companyId('brightbank'),
      title: 'Dark mode',
      userStoryWant: 'the app had a dark theme option',
      userStorySoThat: 'I can write at night without straining my eyes',
    });
    expect(found.map((item) => item.id)).toContain(itemId('b-dark-mode'));
    expect(found.map((item) => item.id)).not.toContain(itemId('n-dark-mode'));
  });

  it('searches only the same kind: requests never find vents, vents never find requests', async () => {
    const asRequest = await findSimilar(database.db, { ...itemDraft('n-vent-dark'), kind: 'requests' });
    expect(asRequest.map((item) => item.id)).toContain(itemId('n-dark-mode'));
    expect(asRequest.map((item) => item.id)).not.toContain(itemId('n-vent-dark'));

    const asVent = await findSimilar(database.db, { ...itemDraft('n-dark-mode'), kind: 'vents' });
    expect(asVent.map((item) => item.id)).toEqual([itemId('n-vent-dark')]);
  });

  it('finds an identical request first, and never the one being edited', async () => {
    const draft = itemDraft('n-pdf-export');
    const found = await findSimilar(database.db, draft);
    expect(found[0]?.id).toBe(itemId('n-pdf-export'));
    expect(found[0]?.score).toBeGreaterThan(0.8);
    expect(found[0]).toMatchObject({
      slug: 'export-notes-to-pdf',
      title: 'Export notes to PDF',
      status: 'requested',
      voteCount: 0,
      productId: null,
    });

    const editing = await findSimilar(database.db, { ...draft, excludeId: itemId('n-pdf-export') });
    expect(editing.map((item) => item.id)).not.toContain(itemId('n-pdf-export'));
  });

  it('orders by score, best first, and keeps to the limit and threshold', async () => {
    const draft = asDraft(labelledDrafts.find((entry) => entry.key === 'save-as-pdf')!);
    const all = await findSimilar(database.db, draft, { threshold: 0, limit: 50 });
    expect(all.length).toBeGreaterThan(5);
    const scores = all.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    expect(await findSimilar(database.db, draft, { threshold: 0 })).toHaveLength(5);
    expect(await findSimilar(database.db, draft, { threshold: 0, limit: 2 })).toHaveLength(2);
    const strict = await findSimilar(database.db, draft, { threshold: 0.3 });
    expect(strict.every((item) => item.score >= 0.3)).toBe(true);
  });

  it("keeps to the draft's product: never an item of another product, items of none still", async () => {
    const draft = itemDraft('n-reminders');
    const product = (name: string) => seeded.productIds.get(name)!;
    const [without] = await findSimilar(database.db, draft);
    const [sameProduct] = await findSimilar(database.db, { ...draft, productId: product('Notara Mobile') });
    expect(without!.id).toBe(itemId('n-reminders'));
    expect(sameProduct!.id).toBe(itemId('n-reminders'));
    const otherProduct = await findSimilar(
      database.db,
      { ...draft, productId: product('Notara Desktop') },
      { threshold: 0, limit: 50 },
    );
    const ids = otherProduct.map((item) => item.id);
    expect(ids).not.toContain(itemId('n-reminders'));
    expect(ids).not.toContain(itemId('n-handwriting'));

    const pdf = itemDraft('n-pdf-export');
    const [onDesktop] = await findSimilar(database.db, { ...pdf, productId: product('Notara Desktop') });
    expect(onDesktop?.id).toBe(itemId('n-pdf-export'));
  });

  it('answers nothing for a company still to be created', async () => {
    expect(await findSimilar(database.db, { ...itemDraft('n-dark-mode'), companyId: 'pending' })).toEqual([]);
  });

  it('treats odd input as words, never as query syntax', async () => {
    const notara = companyId('notara');
    const odd = [
      `"dark" 'mode' it's o'clock`,
      `& | ! : * ( ) <-> <2> \\ \\\\ ' '' """`,
      'dark & mode | !pdf:* (export)',
      `'; drop table feature_requests; --`,
      'the and of a to is',
      '',
      '   ',
      'x'.repeat(500),
      'pdf '.repeat(125),
      'Тёмная тема для заметок',
      'ダークモードが欲しい',
      'الوضع الليلي',
      '🌙🌙 dark 🌙 mode',
      'nul\u0000byte dark\u0000mode',
      'lone \uD800 surrogate',
      'C:\\notes\\export.pdf https://example.com/a?b=1&c=2 user@example.com 1.5x',
    ];
    for (const text of odd) {
      for (const draft of [
        { title: text, userStoryWant: text, userStorySoThat: text },
        { title: text.slice(0, 20), userStoryWant: text, userStorySoThat: '' },
      ]) {
        const found = await findSimilar(database.db, { kind: 'requests', companyId: notara, ...draft });
        expect(Array.isArray(found)).toBe(true);
      }
    }
    const withOperators = await findSimilar(database.db, {
      kind: 'requests',
      companyId: notara,
      title: 'dark & mode | !',
      userStoryWant: '(dark):* & !theme',
      userStorySoThat: "it's easier on my 'eyes' at night",
    });
    expect(withOperators[0]?.id).toBe(itemId('n-dark-mode'));
    const nonsenseOptions = { limit: Number.NaN, threshold: Number.NaN };
    expect(await findSimilar(database.db, itemDraft('n-dark-mode'), nonsenseOptions)).not.toEqual([]);
  });
});

describe('on a company with a few thousand items', () => {
  const items = 3_000;
  let bigId: string;

  beforeAll(async () => {
    bigId = (await createCompany(database.db, 'Bigco')).id;
    // Filler in the shape of real requests: the template's words, words of the fixture and a long
    // tail of made-up words, so that some words are common and most are rare.
    const vocabulary = [
      ...new Set(caseItems.flatMap((entry) => `${entry.title} ${entry.want}`.toLowerCase().split(/\W+/))),
    ].filter((word) => word.length > 3);
    await database.db.execute(sql`
      with words as (
        select ${vocabulary.join(' ')}::text as fixture,
          array['ka','lo','mi','ster','pon','dra','vel','tor','nim','bex','sha','rup','qui','fen','gal','hom'] as a,
          array['ra','den','li','mo','tas','ven','ro','ci','pa','lun','ber','sot','ki','mar','dul','fe'] as b
      ),
      word as (
        select g, n, case when n % 4 = 0
          then split_part(fixture, ' ', 1 + (g * 7 + n * 13) % ${vocabulary.length})
          else a[1 + (g * 31 + n * 17) % 16] || b[1 + (g * 11 + n * 5) % 16] || a[1 + (g + n) % 16]
        end as w
        from words, generate_series(1, ${items}) g, generate_series(1, 14) n
      ),
      texts as (
        select g, string_agg(w, ' ' order by n) filter (where n <= 3) as title,
          string_agg(w, ' ' order by n) filter (where n between 4 and 10) as want,
          string_agg(w, ' ' order by n) filter (where n > 10) as so_that
        from word group by g
      )
      insert into feature_requests (company_id, slug, title, user_story_want, user_story_so_that)
      select ${bigId}::uuid, 'filler-' || g, initcap(title), 'the app could ' || want, 'I can ' || so_that
      from texts`);
    const pdf = caseItems.find((entry) => entry.key === 'n-pdf-export')!;
    await database.db.execute(sql`
      insert into feature_requests (company_id, slug, title, user_story_want, user_story_so_that)
      values (${bigId}::uuid, 'export-notes-to-pdf', ${pdf.title}, ${pdf.want}, ${pdf.soThat})`);
    await database.db.execute(sql`analyze feature_requests`);
  });

  it('still finds the duplicate first, quickly, with the tsvector index', async () => {
    const draft = {
      ...asDraft(labelledDrafts.find((entry) => entry.key === 'save-as-pdf')!),
      companyId: bigId,
    };
    await findSimilar(database.db, draft);
    const timings: number[] = [];
    let found: Awaited<ReturnType<typeof findSimilar>> = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      found = await findSimilar(database.db, draft);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const plan = await selectRows<Record<string, string>>(
      database.db,
      sql`explain ${candidatesQuery({
        ...draft,
        productId: null,
        excludeId: null,
        limit: candidateLimit,
        floor: candidateFloor,
      })}`,
    );
    const planText = plan.map((row) => Object.values(row)[0]).join('\n');
    const usesIndex = planText.includes('feature_requests_duplicates_tsv_idx');
    console.log(
      `duplicate search on ${database.engine}, ${items + 1} items in one company: median ${timings[2]!.toFixed(1)} ms, ` +
        `max ${timings[4]!.toFixed(1)} ms; tsvector index used: ${usesIndex}`,
    );
    expect(found[0]?.slug).toBe('export-notes-to-pdf');
    expect(usesIndex).toBe(true);
    expect(timings[2]).toBeLessThan(2_000);
  });
});
