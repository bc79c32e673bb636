import type { ResolvedPath } from '../../shared/contracts/paths';

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
 * The <title>, description and Open Graph / Twitter card tags of a detail page, so a pasted link
 * previews with the request itself. Other pages keep the app's defaults.
 */
export function withPageMeta(html: string, resolved: ResolvedPath, url: string, publicUrl: string): string {
  // Share links use the configured public address, which the browser cannot know by itself.
  const page = beforeHeadEnd(
    html,
    `    <meta name="ilii-public-url" content="${escapeAttribute(publicUrl)}" />\n  `,
  );
  const item = resolved.item;
  if (!item || !resolved.company) return page;
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
