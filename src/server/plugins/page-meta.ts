import type { ResolvedPath } from '../../shared/contracts/paths';
import { messages } from '../../shared/messages';
import { detailPath, feedPaths, parsePath, staticPaths } from '../../shared/routes';

/** Text safe inside a double- or single-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The page with `tags` inserted before `</head>`. A function replacer, so that the text is inserted
 * as it is: a string replacement would expand `$&`, `` $` `` and `$'` in a title into parts of the page.
 */
export function beforeHeadEnd(html: string, tags: string): string {
  return html.replace('</head>', () => `${tags}</head>`);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The Atom feeds a page follows (requests only): the changelog everywhere on the home page and the
 * global changelog; a company's changelog and new requests on its list, roadmap and changelog.
 */
function feedLinks(pathname: string, resolved: ResolvedPath, publicUrl: string): string {
  if (!resolved.found || resolved.mode !== 'requests') return '';
  const parsed = parsePath(pathname);
  const feeds: { title: string; path: string }[] = [];
  if (parsed.kind === 'static' && parsed.path === staticPaths.home) {
    feeds.push({
      title: messages.feedChangelogTitle(messages.feedChangelogEverywhere),
      path: feedPaths.changelog(),
    });
  } else if (parsed.kind === 'changelog' && !parsed.companySlug) {
    feeds.push({
      title: messages.feedChangelogTitle(messages.feedChangelogEverywhere),
      path: feedPaths.changelog(),
    });
  } else if (
    resolved.company &&
    (parsed.kind === 'company' || parsed.kind === 'changelog' || parsed.kind === 'roadmap')
  ) {
    const { name, slug } = resolved.company;
    feeds.push({ title: messages.feedChangelogTitle(name), path: feedPaths.changelog(slug) });
    feeds.push({ title: messages.feedRequestsTitle(name), path: feedPaths.requests(slug) });
  }
  return feeds
    .map(
      (feed) =>
        `    <link rel="alternate" type="application/atom+xml" title="${escapeAttribute(feed.title)}" href="${escapeAttribute(`${publicUrl}${feed.path}`)}" />\n  `,
    )
    .join('');
}

/**
 * The <title>, description, canonical link and Open Graph / Twitter card tags of a detail page, so
 * a pasted link previews with the request itself and search engines index one address per item;
 * the Atom feeds of the pages that have one. Other pages keep the app's defaults.
 */
export function withPageMeta(
  html: string,
  resolved: ResolvedPath,
  pathname: string,
  publicUrl: string,
): string {
  // Share links use the configured public address, which the browser cannot know by itself.
  const page = beforeHeadEnd(
    html,
    `    <meta name="ilii-public-url" content="${escapeAttribute(publicUrl)}" />\n  ${feedLinks(pathname, resolved, publicUrl)}`,
  );
  const item = resolved.item;
  if (!item || !resolved.company) return page;
  const url = `${publicUrl}${detailPath(resolved.mode, resolved.company.slug, resolved.product?.slug ?? null, item.slug)}`;
  const isVent = resolved.mode === 'vents';
  const where = [resolved.company.name, resolved.product?.name].filter(Boolean).join(' › ');
  const title = `${item.title} · ${where} · ilii`;
  const description = clip(
    isVent
      ? `I'm frustrated that ${item.userStoryWant} Because ${item.userStorySoThat}`
      : `I'd love it if ${item.userStoryWant} So that ${item.userStorySoThat}`,
    200,
  );
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    `<meta name="description" content="${escapeAttribute(description)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="ilii" />`,
    `<meta property="og:title" content="${escapeAttribute(title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeAttribute(title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(description)}" />`,
  ].join('\n    ');
  const withoutDefaults = page
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  return beforeHeadEnd(withoutDefaults, `    ${tags}\n  `);
}
