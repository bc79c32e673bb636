/** Whether XML 1.0 can hold a character: not C0 controls but tab and newlines, U+FFFE, U+FFFF or a lone surrogate. */
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/** Text safe as XML character data and inside a quoted attribute. */
export function escapeXml(text: string): string {
  const kept = Array.from(text).filter(isXmlChar).join('');
  return kept.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface AtomEntry {
  /** A permanent IRI: `urn:uuid:<item id>`, which outlives renames of the item's path. */
  id: string;
  title: string;
  updated: Date;
  published?: Date;
  url: string;
  summary: string;
  category?: { term: string; label: string };
}

export interface AtomFeed {
  /** The feed's own address: its id and its rel=self link. */
  selfUrl: string;
  /** The page the feed follows (rel=alternate). */
  pageUrl: string;
  title: string;
  /** When the feed last changed: its newest entry, or `emptySince` when it has none. */
  emptySince: Date;
  siteUrl: string;
  entries: AtomEntry[];
}

/**
 * An Atom 1.0 document (RFC 4287): the feed's id, title, updated, self and alternate links and an
 * author (ilii, for every entry, so people's names stay with the signed in as on the site); each
 * entry's id, title, updated, link and summary. Every text is escaped.
 */
export function atomDocument(feed: AtomFeed): string {
  const updated =
    feed.entries.length > 0
      ? new Date(Math.max(...feed.entries.map((entry) => entry.updated.getTime())))
      : feed.emptySince;
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${escapeXml(entry.id)}</id>
    <title type="text">${escapeXml(entry.title)}</title>
    <updated>${entry.updated.toISOString()}</updated>${entry.published ? `\n    <published>${entry.published.toISOString()}</published>` : ''}
    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>${entry.category ? `\n    <category term="${escapeXml(entry.category.term)}" label="${escapeXml(entry.category.label)}"/>` : ''}
    <summary type="text">${escapeXml(entry.summary)}</summary>
  </entry>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(feed.selfUrl)}</id>
  <title type="text">${escapeXml(feed.title)}</title>
  <updated>${updated.toISOString()}</updated>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>
  <author><name>ilii</name><uri>${escapeXml(feed.siteUrl)}</uri></author>
  <generator uri="${escapeXml(feed.siteUrl)}">ilii</generator>
${entries.join('')}</feed>
`;
}
