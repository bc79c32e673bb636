import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalEndpoint, startLocalEndpoint, unusedAddress } from '../../test/local-endpoint';
import { rejectionReasons } from './local-moderator';
import { createLocalModerator, createModerationsEndpointModerator, createModerator } from './moderation';
import { moderationsUrl } from './moderations-endpoint';

const local = createLocalModerator();

/** A real OpenAI-compatible `/v1/moderations` endpoint on 127.0.0.1 whose answer each test chooses. */
describe('moderation endpoint (ILII_MODERATION_URL) against a local HTTP server', () => {
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

  beforeEach(() => {
    seen.length = 0;
  });

  const answerWith = (content: unknown, status?: number) => endpoint.answerWith(content, status);
  /** The endpoint's answer with the given categories flagged (and the rest false, as OpenAI sends). */
  const flagging = (...flagged: string[]) => {
    const all = ['hate', 'hate/threatening', 'harassment', 'harassment/threatening', 'self-harm', 'sexual'];
    const categories = Object.fromEntries(
      [...new Set([...all, ...flagged])].map((c) => [c, flagged.includes(c)]),
    );
    return {
      id: 'modr-1',
      model: 'omni-moderation-latest',
      results: [{ flagged: flagged.length > 0, categories }],
    };
  };
  const moderator = (timeoutMs?: number) =>
    createModerationsEndpointModerator({
      url: baseUrl,
      model: 'omni-moderation-latest',
      apiKey: 'secret-key',
      timeoutMs,
      fallback: local,
    });
  const request = (text: string) => ({ text, context: 'feature_request' as const });
  // Blocked by the local judgment as an insult; an endpoint answer or a fallback is told apart by it.
  const insult = request('Dark mode\nthe developers are idiots, add a dark mode\nmy eyes rest');

  it.each([
    ['hate', 'group_offensive', rejectionReasons.group],
    ['hate/threatening', 'group_offensive', rejectionReasons.group],
    ['harassment', 'generally_offensive', rejectionReasons.person],
    ['harassment/threatening', 'generally_offensive', rejectionReasons.threat],
    ['violence', 'generally_offensive', rejectionReasons.threat],
    ['violence/graphic', 'generally_offensive', rejectionReasons.sexual],
    ['sexual', 'generally_offensive', rejectionReasons.sexual],
    ['sexual/minors', 'generally_offensive', rejectionReasons.sexual],
  ])('maps a %s flag to %s', async (flag, category, reason) => {
    answerWith(flagging(flag));
    expect(await moderator().moderate(request('Offline maps\nthe app worked offline\nI can hike'))).toEqual({
      approved: false,
      violationCategory: category,
      violationReason: reason,
    });
  });

  it('sends the text with known names masked, the model and the bearer key to /v1/moderations', async () => {
    answerWith(flagging());
    await moderator().moderate({
      text: 'Bastard Burgers on the map\nshow Bastard Burgers\nI find lunch',
      context: 'feature_request',
      names: ['Bastard Burgers'],
    });
    const sent = seen.at(-1)!;
    expect(sent.url).toBe('/v1/moderations');
    expect(sent.headers.authorization).toBe('Bearer secret-key');
    expect(sent.body).toEqual({
      model: 'omni-moderation-latest',
      input: 'Acme on the map\nshow Acme\nI find lunch',
    });
  });

  it('reports the more serious of two flags', async () => {
    answerWith(flagging('harassment', 'hate'));
    expect((await moderator().moderate(insult)).violationCategory).toBe('group_offensive');
  });

  it('lets the endpoint decide about people: an insult it does not flag passes', async () => {
    expect((await local.moderate(insult)).approved).toBe(false);
    answerWith(flagging());
    expect((await moderator().moderate(insult)).approved).toBe(true);
  });

  it('leaves categories it does not map to reports (self-harm flagged alone passes)', async () => {
    answerWith(flagging('self-harm'));
    expect(
      (await moderator().moderate(request('Breaks\nthe app reminded me to rest\nI sleep'))).approved,
    ).toBe(true);
  });

  it('keeps ilii’s own rules for swearing and complaints, which the endpoint does not judge', async () => {
    answerWith(flagging());
    expect(await moderator().moderate(request('Sync\nthis sh1t synced\nI stop losing notes'))).toMatchObject({
      approved: false,
      violationCategory: 'foul_language',
    });
    expect(
      await moderator().moderate(request('Garbage\nthis app is garbage and slow\nit is terrible')),
    ).toMatchObject({
      approved: false,
      violationCategory: 'complaint_not_request',
    });
    // A vent may complain.
    expect(
      (
        await moderator().moderate({
          text: 'Garbage\nthis app is garbage and slow\nit is terrible',
          context: 'vent',
        })
      ).approved,
    ).toBe(true);
  });

  it('falls back to the local judgment on a server error, a body that is not JSON, or the wrong shape', async () => {
    const expected = await local.moderate(insult);
    answerWith({ error: 'boom' }, 500);
    expect(await moderator().moderate(insult)).toEqual(expected);
    answerWith('<html>oops</html>');
    expect(await moderator().moderate(insult)).toEqual(expected);
    answerWith({ results: [] });
    expect(await moderator().moderate(insult)).toEqual(expected);
    answerWith({ results: [{ flagged: 'no', categories: {} }] });
    expect(await moderator().moderate(insult)).toEqual(expected);
  });

  it('falls back when the answer is slower than the timeout', async () => {
    endpoint.handle((_request, _body, response) => {
      setTimeout(() => {
        if (!response.destroyed) response.end(JSON.stringify(flagging()));
      }, 1000).unref();
    });
    const started = Date.now();
    expect(await moderator(200).moderate(insult)).toEqual(await local.moderate(insult));
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('falls back when nothing listens', async () => {
    const unreachable = createModerationsEndpointModerator({ url: await unusedAddress(), fallback: local });
    expect(await unreachable.moderate(insult)).toEqual(await local.moderate(insult));
  });

  it('is what createModerator uses with ILII_MODERATION_URL, and what a failing chat model falls back to', async () => {
    answerWith(flagging());
    const configured = createModerator({ moderationUrl: `${baseUrl}/v1`, moderationModel: 'm' });
    expect((await configured.moderate(insult)).approved).toBe(true);
    expect(seen.at(-1)).toMatchObject({ url: '/v1/moderations', body: { model: 'm' } });

    // The chat endpoint answers 404 here (the server only plays a moderation endpoint's part).
    endpoint.handle((incoming, _body, response) => {
      if (incoming.url === '/v1/moderations') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(flagging('hate')));
      } else {
        response.writeHead(404).end();
      }
    });
    const chained = createModerator({ llmUrl: baseUrl, moderationUrl: baseUrl });
    expect((await chained.moderate(insult)).violationCategory).toBe('group_offensive');
    expect(seen.map((entry) => entry.url)).toEqual([
      '/v1/moderations',
      '/v1/chat/completions',
      '/v1/moderations',
    ]);
  });
});

describe('moderationsUrl', () => {
  it('keeps a full endpoint and completes a base URL', () => {
    expect(moderationsUrl('http://h/v1/moderations')).toBe('http://h/v1/moderations');
    expect(moderationsUrl('http://h:8080/')).toBe('http://h:8080/v1/moderations');
    expect(moderationsUrl('https://api.example.com/v1')).toBe('https://api.example.com/v1/moderations');
  });
});
