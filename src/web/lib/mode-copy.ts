import type { ListView } from '@/shared/contracts/requests';
import { messages } from '@/shared/messages';
import type { Mode } from '@/shared/routes';

/**
 * The wording that differs between request mode and vent mode. What `messages` holds comes from
 * there; the vent twins it lacks ('Search vents...', 'Your Vents') are written here.
 */
export interface ModeCopy {
  welcomeTitle: string;
  tagline: string;
  searchPlaceholder: string;
  /** Below 640 px, where the long placeholder does not fit. */
  searchPlaceholderShort: string;
  storyWant: string;
  storySoThat: string;
  noun: string;
  nounPlural: string;
  notFoundTitle: string;
  notFoundText: string;
  noBuildsYet: string;
  viewLabels: Record<ListView, string>;
}

const sharedViews = {
  all: 'All',
  'top-requests': messages.trending,
  'latest-requests': messages.latest,
  launched: messages.launched,
  'your-votes': messages.yourVotes,
  'your-builds': messages.yourBuilds,
} as const;

export const modeCopy: Record<Mode, ModeCopy> = {
  requests: {
    welcomeTitle: messages.requestsWelcomeTitle,
    tagline: messages.requestsTagline,
    searchPlaceholder: messages.searchRequests,
    searchPlaceholderShort: messages.searchRequestsShort,
    storyWant: messages.loveItIfLabel,
    storySoThat: messages.soThat,
    noun: 'request',
    nounPlural: 'requests',
    notFoundTitle: messages.requestNotFound,
    notFoundText: messages.requestNotFoundText,
    noBuildsYet: messages.noBuildsYet,
    viewLabels: { ...sharedViews, 'your-requests': messages.yourRequests },
  },
  vents: {
    welcomeTitle: 'Something bugging you? Let it out.',
    tagline: 'Vent! Vote. Build.',
    searchPlaceholder: 'Search vents (or type a new one)',
    searchPlaceholderShort: 'Search vents...',
    storyWant: messages.imFrustratedThat,
    storySoThat: messages.because,
    noun: 'vent',
    nounPlural: 'vents',
    notFoundTitle: messages.ventNotFound,
    notFoundText: messages.ventNotFoundText,
    noBuildsYet: 'No builds yet for this vent.',
    viewLabels: { ...sharedViews, 'your-requests': 'Your Vents' },
  },
};
