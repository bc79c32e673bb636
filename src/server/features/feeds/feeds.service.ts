import { pageSizes } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { changelogPath, detailPath, feedPaths, listPath } from '../../../shared/routes';
import type { Db } from '../../db/connect';
import { readLaunches, requireCompany } from '../changelog/changelog.service';
import { atomDocument } from './atom';
import { selectNewestRequests } from './feeds.queries';

const votes = (count: number) => `${count} ${count === 1 ? 'vote' : 'votes'}`;

/** Launched requests, newest launch first: everywhere, or one company's (a slug naming none is a 404). */
export async function changelogFeed({
  db,
  publicUrl,
  companySlug,
}: {
  db: Db;
  publicUrl: string;
  companySlug?: string;
}): Promise<string> {
  const company = companySlug ? await requireCompany(db, companySlug) : undefined;
  const { rows } = await readLaunches({
    db,
    kind: 'requests',
    companyId: company?.id,
    limit: pageSizes.feedEntries,
  });
  return atomDocument({
    selfUrl: `${publicUrl}${feedPaths.changelog(company?.slug)}`,
    pageUrl: `${publicUrl}${changelogPath('requests', company?.slug)}`,
    title: messages.feedChangelogTitle(company?.name ?? messages.feedChangelogEverywhere),
    emptySince: company?.createdAt ?? new Date(0),
    siteUrl: publicUrl,
    entries: rows.map((row) => ({
      id: `urn:uuid:${row.id}`,
      title: row.title,
      updated: row.launchedAt!,
      url: `${publicUrl}${detailPath('requests', row.company.slug, row.productSlug, row.slug)}`,
      summary: [
        `I'd love it if ${row.userStoryWant} So that ${row.userStorySoThat}`,
        row.statusComment ? messages.feedCompanyComment(row.statusComment) : null,
        votes(row.voteCount),
      ]
        .filter(Boolean)
        .join('\n\n'),
      category: { term: row.company.slug, label: row.company.name },
    })),
  });
}

/** A company's newest requests (a slug naming none is a 404). */
export async function requestsFeed({
  db,
  publicUrl,
  companySlug,
}: {
  db: Db;
  publicUrl: string;
  companySlug: string;
}): Promise<string> {
  const company = await requireCompany(db, companySlug);
  const rows = await selectNewestRequests(db, company.id, pageSizes.feedEntries);
  return atomDocument({
    selfUrl: `${publicUrl}${feedPaths.requests(company.slug)}`,
    pageUrl: `${publicUrl}${listPath('requests', company.slug)}`,
    title: messages.feedRequestsTitle(company.name),
    emptySince: company.createdAt,
    siteUrl: publicUrl,
    entries: rows.map((row) => ({
      id: `urn:uuid:${row.id}`,
      title: row.title,
      updated: row.createdAt,
      published: row.createdAt,
      url: `${publicUrl}${detailPath('requests', row.companySlug, row.productSlug, row.slug)}`,
      summary: `I'd love it if ${row.userStoryWant} So that ${row.userStorySoThat}`,
      category: { term: row.companySlug, label: row.companyName },
    })),
  });
}
