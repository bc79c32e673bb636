import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultViolation, type ModerationContext } from '../../../shared/rules/moderation';
import { type LocalEndpoint, startLocalEndpoint, unusedAddress } from '../../test/local-endpoint';
import { seededRandom } from '../../test/write-stream';
import { bucketCount, hashBits } from './classifier/features';
import { TextClassifier } from './classifier/model';
import { chatCompletionsUrl } from './llm-moderator';
import { moderateLocally, rejectionReasons } from './local-moderator';
import {
  createLlmModerator,
  createLocalModerator,
  createModerator,
  type ModerationVerdict,
  storyText,
} from './moderation';
import { type ModerationCase, moderationCases } from './moderation-cases';

const local = createLocalModerator();

function accuracyTable(results: { testCase: ModerationCase; verdict: ModerationVerdict }[]): string {
  const rows = new Map<string, { total: number; correct: number }>();
  for (const { testCase, verdict } of results) {
    const row = rows.get(testCase.expected ?? 'clean') ?? { total: 0, correct: 0 };
    row.total += 1;
    row.correct += verdict.violationCategory === testCase.expected ? 1 : 0;
    rows.set(testCase.expected ?? 'clean', row);
  }
  const correct = results.filter((r) => r.verdict.violationCategory === r.testCase.expected).length;
  rows.set('overall', { total: results.length, correct });
  const lines = [...rows].map(
    ([name, row]) =>
      `${name.padEnd(22)} ${String(row.correct).padStart(3)}/${String(row.total).padEnd(3)} ${((100 * row.correct) / row.total).toFixed(1).padStart(5)} %`,
  );
  const misses = results
    .filter((r) => r.verdict.violationCategory !== r.testCase.expected)
    .map(
      (r) =>
        `  miss: expected ${r.testCase.expected} got ${r.verdict.violationCategory}: ${JSON.stringify(r.testCase.text)}`,
    );
  return [
    'local moderator on the labelled set',
    'category                correct  accuracy',
    ...lines,
    ...misses,
  ].join('\n');
}

describe('local moderator on the labelled set', () => {
  let results: { testCase: ModerationCase; verdict: ModerationVerdict }[] = [];

  beforeAll(async () => {
    results = await Promise.all(
      moderationCases.map(async (testCase) => ({ testCase, verdict: await local.moderate(testCase) })),
    );
    console.log(accuracyTable(results));
  });

  it('holds enough cases of every kind', () => {
    const count = (expected: ModerationCase['expected']) =>
      moderationCases.filter((c) => c.expected === expected).length;
    expect(moderationCases.length).toBeGreaterThanOrEqual(80);
    expect(count('foul_language')).toBeGreaterThanOrEqual(15);
    expect(count('group_offensive')).toBeGreaterThanOrEqual(12);
    expect(count('generally_offensive')).toBeGreaterThanOrEqual(12);
    expect(count('complaint_not_request')).toBeGreaterThanOrEqual(12);
    expect(count(null)).toBeGreaterThanOrEqual(25);
  });

  it('labels at least 90 % of the cases right', () => {
    const correct = results.filter((r) => r.verdict.violationCategory === r.testCase.expected).length;
    expect(correct / results.length).toBeGreaterThanOrEqual(0.9);
  });

  it('catches every foul-language case, leetspeak and spacing included', () => {
    const missed = results.filter((r) => r.testCase.expected === 'foul_language' && r.verdict.approved);
    expect(missed.map((r) => r.testCase.text)).toEqual([]);
  });

  it('blocks no clean case', () => {
    const blocked = results.filter((r) => r.testCase.expected === null && !r.verdict.approved);
    expect(blocked.map((r) => `${r.verdict.violationCategory}: ${r.testCase.text}`)).toEqual([]);
  });

  it('gives every rejection a category and a reason, and every approval neither', () => {
    for (const { verdict } of results) {
      if (verdict.approved)
        expect([verdict.violationReason, verdict.violationCategory]).toEqual([null, null]);
      else expect(verdict.violationReason).toMatch(/^ilii|^Please/);
    }
  });
});

describe('local moderator', () => {
  it.each([
    'This sh1t again',
    'f*ck this',
    'fuuuck',
    'what the f u c k',
    'what a b.i.t.c.h',
    'f**k it',
    's-h-i-t',
    'instead of the fcuking 8am phone lottery',
    'the so-called obstacle avoidance is frankly shit',
    'so the a**holes behind me cannot recline',
    'the loft was a damp sh*thole',
    'this dipsh*t paid restore',
    'support were d*ckheads about it',
    'useless a-holes at the desk',
    'shittest banking app around',
    'this fück1ng option again',
    "it still doesn't f.u.c.k.i.n.g work",
    'a sh1tty update',
  ])('finds disguised swearing in %j', async (text) => {
    expect(await local.moderate({ text, context: 'vent' })).toMatchObject({
      violationCategory: 'foul_language',
    });
  });

  it.each(['the p*ssword field hides what I type', 'a cl*ss of its own', 'Sc*nthorpe depot'])(
    'leaves a masked word that is no swear word alone: %j',
    async (text) => {
      expect((await local.moderate({ text, context: 'vent' })).approved).toBe(true);
    },
  );

  it.each([
    'Tit calls in birding\nthe add-on could tell blue tits and great tits apart by their calls\nI learn them',
    'Bastard files back\nthe shop stocked 10-inch bastard files again\nI can sharpen my mower blades',
    "Search pussy willow\nthe plant checker accepted 'pussy willow'\nI know if it is safe for my cat",
  ])('reads a word the way a harmless term in the same text uses it: %j', async (text) => {
    expect((await local.moderate({ text, context: 'feature_request' })).approved).toBe(true);
  });

  it.each([
    'you absolute tit, blue tits are nicer than you',
    'what a bitch. I breed dogs and know a brood bitch when I see one',
  ])('still reads an insult beside a harmless term: %j', async (text) => {
    expect((await local.moderate({ text, context: 'vent' })).approved).toBe(false);
  });

  it.each([
    "Screenshots in reports\nthe report form took screenshots, because a seller texted me 'you stupid cow, I know where you live'\nsupport sees what was said",
    'Report button in chat\nI could report a player from the chat, after one messaged me "I\'ll break your legs" and nothing happened\nthreats get dealt with',
    "Keep voice clips\nparty chat kept the last minute of voice when someone screamed 'kill yourself' at me\nI can prove it when I report them",
  ])('reads abuse quoted after a verb of sending as reported, not said: %j', async (text) => {
    expect((await local.moderate({ text, context: 'feature_request' })).approved).toBe(true);
  });

  it("still reads the writer's own words after such a verb when they are not in quotes", async () => {
    const text = 'the seller texted me back, you stupid cow, learn to read a listing';
    expect((await local.moderate({ text, context: 'vent' })).approved).toBe(false);
  });

  it('rejects a complaint without a request only in request mode', async () => {
    const text = 'This app is garbage and slow';
    const verdictIn = (context: ModerationContext) => local.moderate({ text, context });
    expect((await verdictIn('feature_request')).violationCategory).toBe('complaint_not_request');
    expect((await verdictIn('vent')).approved).toBe(true);
    expect((await verdictIn('build_response')).approved).toBe(true);
  });

  it('accepts a complaint that comes with a request', async () => {
    const text = storyText({
      title: 'Battery life',
      userStoryWant: "terrible battery life, I'd love it if it lasted longer",
      userStorySoThat: 'I get through the day',
    });
    expect((await local.moderate({ text, context: 'feature_request' })).approved).toBe(true);
  });

  it('reads an insult over swearing, and a slur as discrimination', async () => {
    const insult = await local.moderate({ text: 'the devs are f*cking idiots', context: 'vent' });
    expect(insult.violationCategory).toBe('generally_offensive');
    const slur = await local.moderate({ text: 'what a retard design', context: 'vent' });
    expect(slur.violationCategory).toBe('group_offensive');
  });

  it.each([
    "Bus crash footage\nthe news app showed the bus crash uncut, the driver's skull split and brains smeared on the glass, blood pooling under the seats\nI could rewatch the best bit",
    'Pick the cashier\nI could pick which cashier serves me at self checkout, the blonde one with the tight top can scan my items any day 😏\nshopping gets a lot more fun',
  ])('blocks sexual or gory content in ordinary words as offensive content: %j', async (text) => {
    expect(await local.moderate({ text, context: 'feature_request' })).toMatchObject({
      approved: false,
      violationCategory: 'generally_offensive',
    });
  });

  it.each([
    'First aid guide\nthe app had a first aid guide for deep cuts and heavy bleeding\nI know what to do before the ambulance comes',
    'Gore filter\nthe horror game had a setting to turn off blood and gore\nmy younger brother can play it with me',
    'Sizing for bikinis\nthe swimwear pages showed bikini sizes on real bodies of every shape\nI can order one that fits first time',
  ])('lets injuries, gore settings and bodies spoken of plainly through: %j', async (text) => {
    expect((await local.moderate({ text, context: 'feature_request' })).approved).toBe(true);
  });

  it('reports sexual or graphic content as offensive content, with its own reason', () => {
    // A classifier whose only class, sexual or graphic content, flags every text it reads.
    const flagsAll = new TextClassifier({
      hashBits,
      classes: [
        {
          category: 'sexual_or_graphic',
          bias: 10,
          scale: 1,
          threshold: 0.5,
          untargetedThreshold: 0.5,
          weights: Buffer.alloc(bucketCount).toString('base64'),
        },
      ],
    });
    const text = 'the new lobby screens show far too much of the lobby';
    expect(moderateLocally({ text, context: 'feature_request' }, flagsAll)).toEqual({
      approved: false,
      violationCategory: 'generally_offensive',
      violationReason: rejectionReasons.sexual,
    });
    // The rules' own verdict stays when it is the more serious (an attack on a group).
    expect(
      moderateLocally({ text: 'all immigrants are vermin', context: 'vent' }, flagsAll).violationCategory,
    ).toBe('group_offensive');
  });

  it('is what createModerator returns without an LLM URL', async () => {
    const verdict = await createModerator({}).moderate({
      text: 'I hate the new update',
      context: 'feature_request',
    });
    expect(verdict.violationCategory).toBe('complaint_not_request');
  });
});

/** A real OpenAI-compatible endpoint on 127.0.0.1 whose answer each test chooses. */
/**
 * Words the classifier has never seen (product codes, names, typos) share their letter n-grams'
 * hash buckets with words it has learned, so each adds a little noise to a text's scores. Ordinary
 * texts must stay far enough from every threshold that the noise never blocks them (decision 58:
 * one text near a threshold was blocked for one random word in fifty).
 */
describe('local moderator on words it has never seen', () => {
  const random = seededRandom(20261125);
  const unknownWord = () =>
    Array.from({ length: 6 }, () => 'bdgjkmpqvwxzcfhlnrst'[Math.floor(random() * 20)]).join('');
  const templates: [string, ModerationContext][] = [
    [
      'Export to X\nthe app could export my notes as X files\nI can open them in my own tools',
      'feature_request',
    ],
    [
      'X integration\nyou added an integration with X\nour team keeps everything in one place',
      'feature_request',
    ],
    [
      'X sync keeps failing\nthe X sync has failed every night this week\nI had to copy everything by hand',
      'vent',
    ],
    ['We use X for this today and it works well enough.', 'build_response'],
  ];

  it.each(templates)('blocks none of 300 harmless texts with a random word: %s', (template, context) => {
    const blocked = Array.from({ length: 300 }, () => template.replaceAll('X', unknownWord())).filter(
      (text) => !moderateLocally({ text, context }).approved,
    );
    expect(blocked).toEqual([]);
  });
});

describe('LLM moderator against a local HTTP endpoint', () => {
  let endpoint: LocalEndpoint;
  let baseUrl: string;
  let seen: LocalEndpoint['seen'];

  beforeAll(async () => {
    endpoint = await startLocalEndpoint();
    ({ baseUrl, seen } = endpoint);
  });

  afterAll(async () => {
    await endpoint.close();
  });

  const answerWith = (content: unknown, status?: number) => endpoint.answerWith(content, status);
  const completion = (verdict: unknown) => ({
    choices: [{ message: { role: 'assistant', content: JSON.stringify(verdict) } }],
  });
  const moderator = (timeoutMs?: number) =>
    createLlmModerator({
      url: baseUrl,
      model: 'test-model',
      apiKey: 'secret-key',
      timeoutMs,
      fallback: local,
    });
  // The local rules reject this as a complaint; a model answer or a fallback is told apart by it.
  const complaint = { text: 'This app is garbage and slow', context: 'feature_request' } as const;
  const localVerdict = () => local.moderate(complaint);

  it('uses a valid verdict and sends the model, the bearer key and a JSON response format', async () => {
    answerWith(
      completion({
        approved: false,
        violationReason: 'Please drop the insult.',
        violationCategory: 'generally_offensive',
      }),
    );
    const verdict = await moderator().moderate({ text: 'Dark mode please', context: 'feature_request' });
    expect(verdict).toEqual({
      approved: false,
      violationReason: 'Please drop the insult.',
      violationCategory: 'generally_offensive',
    });
    const request = seen.at(-1)!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer secret-key');
    expect(request.body).toMatchObject({
      model: 'test-model',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages[0]).toMatchObject({ role: 'system' });
    expect(JSON.parse(messages[1]!.content)).toEqual({
      context: 'feature_request',
      text: 'Dark mode please',
    });
  });

  it('uses an approval even where the local rules would reject', async () => {
    answerWith(completion({ approved: true, violationReason: null, violationCategory: null }));
    expect(await moderator().moderate(complaint)).toEqual({
      approved: true,
      violationReason: null,
      violationCategory: null,
    });
  });

  it('falls back to the local rules on a body that is not JSON', async () => {
    answerWith('<html>oops</html>');
    expect(await moderator().moderate(complaint)).toEqual(await localVerdict());
  });

  it('falls back on a verdict of the wrong shape or a reply that is not JSON', async () => {
    answerWith(completion({ approved: 'no' }));
    expect(await moderator().moderate(complaint)).toEqual(await localVerdict());
    answerWith({ choices: [{ message: { content: 'Looks fine to me!' } }] });
    expect(await moderator().moderate(complaint)).toEqual(await localVerdict());
  });

  it('falls back on a server error', async () => {
    answerWith({ error: 'boom' }, 500);
    expect(await moderator().moderate(complaint)).toEqual(await localVerdict());
  });

  it('falls back when the answer is slower than the timeout', async () => {
    endpoint.handle((_request, _body, response) => {
      setTimeout(() => {
        if (!response.destroyed) response.end(JSON.stringify(completion({ approved: true })));
      }, 1000).unref();
    });
    const started = Date.now();
    expect(await moderator(200).moderate(complaint)).toEqual(await localVerdict());
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('falls back when nothing listens', async () => {
    const unreachable = createLlmModerator({ url: await unusedAddress(), fallback: local });
    expect(await unreachable.moderate(complaint)).toEqual(await localVerdict());
  });

  it('maps an unknown category to generally_offensive and a missing reason to the default', async () => {
    answerWith(
      completion({ approved: false, violationReason: 'No spam, please.', violationCategory: 'spam' }),
    );
    expect(await moderator().moderate(complaint)).toEqual({
      approved: false,
      violationReason: 'No spam, please.',
      violationCategory: 'generally_offensive',
    });
    answerWith(completion({ approved: false, violationReason: null, violationCategory: 'foul_language' }));
    expect((await moderator().moderate(complaint)).violationReason).toBe(defaultViolation.reason);
  });

  it('overrules a complaint verdict outside request mode', async () => {
    answerWith(
      completion({
        approved: false,
        violationReason: 'Ask for something.',
        violationCategory: 'complaint_not_request',
      }),
    );
    const verdict = await moderator().moderate({ text: 'I hate the new update', context: 'vent' });
    expect(verdict.approved).toBe(true);
  });

  it('is what createModerator returns with an LLM URL', async () => {
    answerWith(completion({ approved: true, violationReason: null, violationCategory: null }));
    const configured = createModerator({
      llmUrl: `${baseUrl}/v1/chat/completions`,
      llmModel: 'm',
      apiKey: 'k',
    });
    expect((await configured.moderate(complaint)).approved).toBe(true);
    expect(seen.at(-1)).toMatchObject({ url: '/v1/chat/completions', body: { model: 'm' } });
  });
});

describe('chatCompletionsUrl', () => {
  it('keeps a full endpoint and completes a base URL', () => {
    expect(chatCompletionsUrl('http://h/v1/chat/completions')).toBe('http://h/v1/chat/completions');
    expect(chatCompletionsUrl('http://h:8080/')).toBe('http://h:8080/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.example.com/v1')).toBe(
      'https://api.example.com/v1/chat/completions',
    );
  });
});
