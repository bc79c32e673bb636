/**
 * Labelled data for the duplicate search: three fictional companies with their existing requests
 * (and a few vents), and drafts labelled against them. `duplicateOf` lists the existing items a
 * person would vote on instead of posting the draft; `notDuplicateOf` lists near-misses (same topic
 * or same words, different ask) that must not be flagged. Every item not listed in `duplicateOf` is
 * also not a duplicate of the draft, which the strict metric uses.
 *
 * Written by hand, before tuning. The first word-based weights were tuned on it; the re-ranker
 * (rerank.ts, scripts/train-duplicates.ts) is trained on all of it, together with the tuning split of
 * the blind pairs, so its figures here are not held out: data/blind-pairs.json's evaluation split is.
 */
import type { Db } from '../../db/connect';
import { createCompany, createItem, createProduct } from '../../test/factories';

type Kind = 'requests' | 'vents';

export interface CaseItem {
  key: string;
  company: string;
  product?: string;
  kind?: Kind;
  title: string;
  want: string;
  soThat: string;
}

export interface LabelledDraft {
  key: string;
  company: string;
  product?: string;
  kind?: Kind;
  title: string;
  want: string;
  soThat: string;
  duplicateOf: string[];
  notDuplicateOf: string[];
  /**
   * Written after the first word-based weights were tuned and never tuned on; the re-ranker is
   * trained on these too, so they are held out only from those first weights.
   */
  heldOut?: boolean;
}

export const caseCompanies = [
  { key: 'notara', name: 'Notara', products: ['Notara Desktop', 'Notara Mobile'] },
  { key: 'brightbank', name: 'Brightbank', products: ['Brightbank App', 'Brightbank Card'] },
  { key: 'cadence', name: 'Cadence', products: ['Cadence Player', 'Cadence Podcasts'] },
] as const;

const item = (
  key: string,
  company: string,
  title: string,
  want: string,
  soThat: string,
  extra: Partial<CaseItem> = {},
): CaseItem => ({ key, company, title, want, soThat, ...extra });

export const caseItems: CaseItem[] = [
  // Notara, a notes app
  item(
    'n-dark-mode',
    'notara',
    'Dark mode',
    'the app had a dark theme option',
    'I can write at night without straining my eyes',
  ),
  item(
    'n-pdf-export',
    'notara',
    'Export notes to PDF',
    'I could export any note as a PDF file',
    "I can share it with people who don't use Notara",
  ),
  item(
    'n-markdown',
    'notara',
    'Markdown support',
    'notes supported Markdown formatting like headings and bold',
    'I can write faster with the keyboard',
    { product: 'Notara Desktop' },
  ),
  item(
    'n-offline',
    'notara',
    'Offline editing',
    'I could edit my notes without an internet connection',
    'I can keep working on the plane',
  ),
  item(
    'n-tags',
    'notara',
    'Tags for notes',
    'I could add tags to notes and filter by them',
    'I can organise notes across folders',
  ),
  item(
    'n-shared-notebooks',
    'notara',
    'Shared notebooks',
    'I could share a notebook with my team and edit it together',
    'we can collaborate on meeting notes',
  ),
  item(
    'n-reminders',
    'notara',
    'Note reminders',
    'I could set a reminder on a note for a date and time',
    "I don't forget to follow up",
    { product: 'Notara Mobile' },
  ),
  item(
    'n-handwriting',
    'notara',
    'Handwriting with stylus',
    'I could write by hand with a stylus on my tablet',
    'I can sketch diagrams in class',
    { product: 'Notara Mobile' },
  ),
  item(
    'n-version-history',
    'notara',
    'Version history',
    'I could see older versions of a note and restore them',
    'I can undo mistakes from last week',
  ),
  item(
    'n-web-clipper',
    'notara',
    'Web clipper extension',
    'there was a browser extension to clip web pages into a note',
    'I can save articles for research',
    { product: 'Notara Desktop' },
  ),
  item(
    'n-font-size',
    'notara',
    'Bigger font size',
    'I could change the font size in the editor',
    'reading long notes is easier on my eyes',
  ),
  item(
    'n-pdf-import',
    'notara',
    'Annotate imported PDFs',
    'I could import a PDF and highlight or annotate it',
    'I can study lecture slides in one place',
  ),
  item(
    'n-sync-speed',
    'notara',
    'Faster sync',
    'sync between my phone and laptop was faster',
    'my latest edits are there when I switch devices',
  ),
  item(
    'n-encryption',
    'notara',
    'Encrypted private notes',
    'I could lock some notes with a password and encrypt them',
    'my private journal stays private',
  ),
  item(
    'n-calendar',
    'notara',
    'Calendar integration',
    'notes could be linked to events in Google Calendar',
    'my meeting notes are attached to the meeting',
  ),
  // Notara vents: the same shape in another table; a request draft must never find them.
  item(
    'n-vent-dark',
    'notara',
    'Still no dark mode',
    'the app finally had a dark theme instead of blinding white',
    'I could stop using it with my eyes half closed at night',
    { kind: 'vents' },
  ),
  item(
    'n-vent-sync',
    'notara',
    'Sync loses my edits',
    'sync stopped overwriting my edits with old versions',
    'I can trust the app with my work',
    { kind: 'vents' },
  ),

  // Brightbank, a bank
  item(
    'b-freeze-card',
    'brightbank',
    'Freeze card instantly',
    'I could freeze my card from the app with one tap',
    'nobody can use it if I lose my wallet',
    { product: 'Brightbank Card' },
  ),
  item(
    'b-spending-categories',
    'brightbank',
    'Spending categories',
    'my transactions were sorted into categories like groceries and travel',
    'I can see where my money goes each month',
  ),
  item(
    'b-csv-export',
    'brightbank',
    'Export transactions CSV',
    'I could download my transactions as a CSV file',
    'I can do my taxes in a spreadsheet',
  ),
  item(
    'b-split-bills',
    'brightbank',
    'Split bills with friends',
    'I could split a payment with friends and request their share',
    'dinners out are easier to settle',
  ),
  item(
    'b-savings-goals',
    'brightbank',
    'Savings goals',
    'I could create savings pots with a target amount',
    'I can save for a holiday',
  ),
  item(
    'b-face-id',
    'brightbank',
    'Face ID login',
    'I could log in with Face ID instead of my PIN',
    'opening the app is quicker',
    { product: 'Brightbank App' },
  ),
  item(
    'b-apple-pay',
    'brightbank',
    'Apple Pay support',
    'my Brightbank card worked with Apple Pay',
    'I can pay with my phone',
    { product: 'Brightbank Card' },
  ),
  item(
    'b-low-balance',
    'brightbank',
    'Low balance alerts',
    'I got a notification when my balance drops below an amount I choose',
    'I never go overdrawn',
  ),
  item(
    'b-joint-account',
    'brightbank',
    'Joint accounts',
    'I could open a joint account with my partner',
    'we can pay household bills together',
  ),
  item(
    'b-cashback',
    'brightbank',
    'Cashback on groceries',
    'I earned cashback when paying for groceries with the card',
    'I get something back for using Brightbank',
    { product: 'Brightbank Card' },
  ),
  item(
    'b-virtual-card',
    'brightbank',
    'Virtual cards for shopping',
    'I could create a virtual card number for online shopping',
    'my real card details stay safe',
  ),
  item(
    'b-pdf-statements',
    'brightbank',
    'Monthly PDF statements',
    'I could download a monthly statement as a PDF',
    'I can prove my address and income',
  ),
  item(
    'b-dark-mode',
    'brightbank',
    'Dark mode',
    'the banking app had a dark theme',
    "it's easier on my eyes at night",
    { product: 'Brightbank App' },
  ),

  // Cadence, music streaming
  item(
    'c-lyrics',
    'cadence',
    'Show song lyrics',
    'lyrics appeared in time with the song while it plays',
    'I can sing along',
    { product: 'Cadence Player' },
  ),
  item(
    'c-sleep-timer',
    'cadence',
    'Sleep timer',
    'I could set a timer that stops the music after 30 minutes',
    "it doesn't play all night after I fall asleep",
  ),
  item(
    'c-offline-downloads',
    'cadence',
    'Download playlists offline',
    'I could download playlists to listen without internet',
    'I can listen on the subway',
  ),
  item(
    'c-podcast-speed',
    'cadence',
    'Podcast playback speed',
    'I could play podcasts at 1.5x or 2x speed',
    'I get through episodes faster',
    { product: 'Cadence Podcasts' },
  ),
  item(
    'c-crossfade',
    'cadence',
    'Crossfade between songs',
    'songs faded into each other with no silence between tracks',
    'parties sound like a DJ set',
    { product: 'Cadence Player' },
  ),
  item(
    'c-hide-song',
    'cadence',
    'Hide songs I dislike',
    'I could hide a song so it never plays again in shuffle or radio',
    'my recommendations stop suggesting it',
  ),
  item(
    'c-shared-playlist',
    'cadence',
    'Collaborative playlists',
    'friends could add songs to a playlist I share with them',
    'we can build a road trip playlist together',
  ),
  item(
    'c-equalizer',
    'cadence',
    'Built-in equalizer',
    'the player had an equalizer to adjust bass and treble',
    'music sounds good on my cheap headphones',
    { product: 'Cadence Player' },
  ),
  item(
    'c-lossless',
    'cadence',
    'Lossless audio quality',
    'I could stream songs in lossless hi-fi quality',
    'I hear the full detail on my good speakers',
  ),
  item(
    'c-family-plan',
    'cadence',
    'Cheaper family plan',
    'there was a family plan for up to six people',
    'my kids can have their own accounts for less',
  ),
  item(
    'c-listening-stats',
    'cadence',
    'Yearly listening stats',
    'I could see my top artists and minutes listened at any time',
    "I don't have to wait for the year-end recap",
  ),
  item(
    'c-car-mode',
    'cadence',
    'Car mode interface',
    'there was a simple driving mode with big buttons',
    'I can change songs safely while driving',
  ),
];

const draft = (
  key: string,
  company: string,
  [title, want, soThat]: [string, string, string],
  duplicateOf: string[],
  notDuplicateOf: string[] = [],
  extra: Partial<LabelledDraft> = {},
): LabelledDraft => ({ key, company, title, want, soThat, duplicateOf, notDuplicateOf, ...extra });

export const labelledDrafts: LabelledDraft[] = [
  // Notara: duplicates phrased differently
  draft(
    'night-theme',
    'notara',
    [
      'Night theme',
      'I could switch to a night theme with a black background',
      "writing in bed doesn't hurt my eyes",
    ],
    ['n-dark-mode'],
  ),
  draft(
    'save-as-pdf',
    'notara',
    ['Save notes as PDF', 'I could save a note as a PDF document', 'I can email it to my teacher'],
    ['n-pdf-export'],
    ['n-pdf-import'],
  ),
  draft(
    'pdf-export',
    'notara',
    ['PDF export', 'there was a way to turn my notes into PDFs', 'printing them is simple'],
    ['n-pdf-export'],
    ['b-pdf-statements'],
  ),
  draft(
    'markdwon-typo',
    'notara',
    ['Markdwon formating', 'I could use markdwon syntax like # for headers', 'formating is quicker'],
    ['n-markdown'],
  ),
  draft(
    'work-offline',
    'notara',
    [
      'Work without internet',
      'notes could be edited offline when I have no connection',
      'I can write on flights',
    ],
    ['n-offline'],
  ),
  draft(
    'labels',
    'notara',
    ['Labels for notes', 'I could label my notes with tags', 'finding related notes is easy'],
    ['n-tags'],
  ),
  draft(
    'collaborate',
    'notara',
    [
      'Collaborate on notebooks',
      'my colleagues could edit a shared notebook with me at the same time',
      'we write meeting minutes together',
    ],
    ['n-shared-notebooks'],
  ),
  draft(
    'remind-me',
    'notara',
    ['Remind me later', 'a note could remind me at a specific time', 'I remember to follow up'],
    ['n-reminders'],
    [],
    { product: 'Notara Mobile' },
  ),
  draft(
    'restore-versions',
    'notara',
    [
      'Restore old versions',
      'I could go back to a previous version of my note',
      'accidental deletions can be undone',
    ],
    ['n-version-history'],
  ),
  draft(
    'stylus',
    'notara',
    [
      'Stylus drawing support',
      'I could draw and handwrite notes with an Apple Pencil',
      'I can take notes in maths lectures',
    ],
    ['n-handwriting'],
  ),
  draft(
    'password-notes',
    'notara',
    [
      'Password protected notes',
      'I could protect certain notes with a password',
      'my diary is safe from others',
    ],
    ['n-encryption'],
  ),
  draft(
    'larger-text',
    'notara',
    ['Larger text in editor', 'the text size in the editor could be increased', 'I can read without glasses'],
    ['n-font-size'],
  ),
  // Notara: near-misses and unrelated
  draft(
    'import-word',
    'notara',
    ['Import Word documents', 'I could import .docx files into notes', 'I can move my old notes over'],
    [],
    ['n-pdf-import', 'n-pdf-export'],
  ),
  draft(
    'dark-icon',
    'notara',
    ['Dark app icon', 'the app icon had a dark variant on my home screen', "it matches my phone's wallpaper"],
    [],
    ['n-dark-mode'],
  ),
  draft(
    'publish-note',
    'notara',
    [
      'Publish notes publicly',
      'I could publish a note as a public web page',
      'anyone with the link can read it',
    ],
    [],
    ['n-shared-notebooks', 'n-web-clipper'],
  ),
  draft(
    'daily-digest',
    'notara',
    ['Daily email summary', 'I got a daily email listing the notes I edited', 'I can review my day'],
    [],
    ['n-reminders'],
  ),
  draft(
    'faster-startup',
    'notara',
    ['Faster app startup', 'the desktop app opened faster', 'I can jot ideas down immediately'],
    [],
    ['n-sync-speed'],
  ),
  draft(
    'emoji-reactions',
    'notara',
    ['Emoji reactions', 'teammates could react to a note with an emoji', 'giving feedback is quick'],
    [],
    ['n-shared-notebooks'],
  ),

  // Brightbank: duplicates
  draft(
    'lock-card',
    'brightbank',
    [
      'Lock my card',
      'I could temporarily block my debit card in the app',
      "a thief can't spend my money if my wallet is stolen",
    ],
    ['b-freeze-card'],
  ),
  draft(
    'excel-export',
    'brightbank',
    ['Transactions to Excel', 'I could export my transaction history to Excel', 'my accountant can read it'],
    ['b-csv-export'],
    ['b-pdf-statements'],
  ),
  draft(
    'budget-categories',
    'brightbank',
    [
      'Budget categories',
      'spending was grouped by category such as food and transport',
      'I know what I spend on each month',
    ],
    ['b-spending-categories'],
  ),
  draft(
    'split-the-bill',
    'brightbank',
    [
      'Split the bill',
      'I could share the cost of a payment with friends',
      'paying back after dinner is easy',
    ],
    ['b-split-bills'],
  ),
  draft(
    'saving-pots',
    'brightbank',
    ['Saving pots', 'I could put money aside in separate pots for goals', 'I can save up for a car'],
    ['b-savings-goals'],
  ),
  draft(
    'biometric-login',
    'brightbank',
    [
      'Biometric login',
      'I could sign in using my face or fingerprint',
      "I don't need to type my PIN every time",
    ],
    ['b-face-id'],
    [],
    { product: 'Brightbank App' },
  ),
  draft(
    'google-apple-pay',
    'brightbank',
    [
      'Google and Apple Pay',
      'I could add my card to Apple Pay and Google Pay',
      'I can pay contactless with my phone',
    ],
    ['b-apple-pay'],
  ),
  draft(
    'balance-warning',
    'brightbank',
    ['Balance warning notification', 'the app warned me when my balance is low', 'I avoid overdraft fees'],
    ['b-low-balance'],
  ),
  draft(
    'shared-account',
    'brightbank',
    [
      'Shared account with partner',
      'my partner and I could have one shared account',
      'we split rent and bills easily',
    ],
    ['b-joint-account'],
    ['b-split-bills'],
  ),
  draft(
    'disposable-cards',
    'brightbank',
    [
      'Disposable card numbers',
      'I could generate a single-use virtual card for online purchases',
      'websites never see my real card',
    ],
    ['b-virtual-card'],
  ),
  draft(
    'dark-mode-bank',
    'brightbank',
    ['Dark theme please', 'the app supported a dark theme', 'using it at night is easier on the eyes'],
    ['b-dark-mode'],
    ['n-dark-mode'],
  ),
  // Brightbank: near-misses and unrelated
  draft(
    'replacement-card',
    'brightbank',
    [
      'Order replacement card',
      'I could order a new card in the app when mine is damaged',
      "I don't need to call support",
    ],
    [],
    ['b-freeze-card', 'b-virtual-card'],
  ),
  draft(
    'xero-sync',
    'brightbank',
    [
      'Xero integration',
      'my business transactions synced automatically to Xero',
      'bookkeeping happens without manual work',
    ],
    [],
    ['b-csv-export'],
  ),
  draft(
    'savings-interest',
    'brightbank',
    ['Higher savings interest', 'savings pots paid a higher interest rate', 'my money grows faster'],
    [],
    ['b-savings-goals'],
  ),
  draft(
    'view-pin',
    'brightbank',
    ['Show my PIN', 'I could view my card PIN in the app', "I don't get locked out at the cash machine"],
    [],
    ['b-face-id', 'b-freeze-card'],
  ),
  draft(
    'balance-widget',
    'brightbank',
    [
      'Balance home widget',
      'my balance was shown in a widget on my home screen',
      'I can check it without opening the app',
    ],
    [],
    ['b-low-balance'],
  ),
  draft(
    'crypto',
    'brightbank',
    ['Crypto trading', 'I could buy and sell bitcoin in the app', "I don't need another exchange"],
    [],
    ['b-spending-categories'],
  ),

  // Cadence: duplicates
  draft(
    'lyrics-while-playing',
    'cadence',
    ['Lyrics while playing', 'the words of the song were shown as it plays', 'I can sing along in the car'],
    ['c-lyrics'],
    ['c-car-mode'],
  ),
  draft(
    'stop-timer',
    'cadence',
    [
      'Stop music timer',
      'music stopped automatically after a set time',
      "it doesn't keep playing once I'm asleep",
    ],
    ['c-sleep-timer'],
  ),
  draft(
    'offline-listening',
    'cadence',
    [
      'Offline listening',
      'I could save albums and playlists to my phone',
      'I can listen without mobile data',
    ],
    ['c-offline-downloads'],
  ),
  draft(
    'podcast-faster',
    'cadence',
    ['Faster podcast playback', 'podcasts could be played faster than normal speed', 'I save time'],
    ['c-podcast-speed'],
  ),
  draft(
    'gapless',
    'cadence',
    ['Smooth track transitions', 'tracks blended smoothly into the next one', 'there are no awkward pauses'],
    ['c-crossfade'],
  ),
  draft(
    'never-play',
    'cadence',
    [
      'Never play this song',
      'I could block a track from ever playing again',
      'shuffle stops playing songs I hate',
    ],
    ['c-hide-song'],
  ),
  draft(
    'friends-playlists',
    'cadence',
    [
      'Shared playlists with friends',
      'my friends and I could edit the same playlist',
      'road trips have music everyone likes',
    ],
    ['c-shared-playlist'],
  ),
  draft(
    'bass-boost',
    'cadence',
    ['Bass boost setting', 'I could boost the bass with an equaliser', 'songs sound fuller'],
    ['c-equalizer'],
  ),
  draft(
    'hifi',
    'cadence',
    ['Hi-fi streaming', 'I could listen in CD quality or better', 'my expensive headphones are worth it'],
    ['c-lossless'],
  ),
  draft(
    'family-subscription',
    'cadence',
    [
      'Family subscription',
      'several people in my household could share one subscription',
      "it's cheaper than separate accounts",
    ],
    ['c-family-plan'],
  ),
  draft(
    'driving-mode',
    'cadence',
    ['Driving mode', 'the app had a car mode with large controls', 'changing tracks while driving is safe'],
    ['c-car-mode'],
  ),
  // Cadence: near-misses and unrelated
  draft(
    'transcripts',
    'cadence',
    ['Podcast transcripts', 'podcast episodes showed a text transcript', 'I can search what was said'],
    [],
    ['c-lyrics', 'c-podcast-speed'],
  ),
  draft(
    'auto-download-podcasts',
    'cadence',
    [
      'Auto-download new episodes',
      'new podcast episodes downloaded automatically',
      'they are ready for my commute',
    ],
    [],
    ['c-offline-downloads'],
  ),
  draft(
    'student-discount',
    'cadence',
    ['Student discount', 'students got a cheaper subscription', 'I can afford it'],
    [],
    ['c-family-plan'],
  ),
  draft(
    'playlist-folders',
    'cadence',
    ['Playlist folders', 'I could group my playlists into folders', 'my library stays tidy'],
    [],
    ['c-shared-playlist'],
  ),
  draft(
    'sleep-sounds',
    'cadence',
    ['Sleep sounds', 'the app had rain and white noise sounds', 'I fall asleep faster'],
    [],
    ['c-sleep-timer'],
  ),
  draft(
    'slow-down-songs',
    'cadence',
    ['Slow down songs', 'I could slow down a song without changing its pitch', 'I can learn guitar parts'],
    [],
    ['c-podcast-speed'],
  ),
  draft(
    'concert-alerts',
    'cadence',
    ['Concert alerts', 'I got told when artists I follow tour near me', 'I never miss a show'],
    [],
    ['c-listening-stats'],
  ),

  // Held out: written after tuning, scored once, not tuned on.
  ...[
    draft(
      'darkmode-typo',
      'notara',
      ['Darkmode plz', 'the app had a dakr mode for the editor', 'my eyes stop hurting at night'],
      ['n-dark-mode'],
    ),
    draft(
      'filter-by-tag',
      'notara',
      [
        'Filter notes by tag',
        'I could filter my note list by one or more tags',
        'I find project notes quickly',
      ],
      ['n-tags'],
    ),
    draft(
      'wifi-only-sync',
      'notara',
      ['Sync over wifi only', 'sync only happened on wifi', 'I save mobile data'],
      [],
      ['n-sync-speed', 'n-offline'],
    ),
    draft(
      'freeze-typo',
      'brightbank',
      ['Freez my card', 'I could freze the card if I misplace it', 'no one else can use it'],
      ['b-freeze-card'],
    ),
    draft(
      'round-ups',
      'brightbank',
      [
        'Round up purchases',
        'card purchases were rounded up and the change saved',
        'I save without thinking',
      ],
      [],
      ['b-savings-goals', 'b-cashback'],
    ),
    draft(
      'statement-download',
      'brightbank',
      [
        'Download bank statements',
        'I could get my monthly statements as PDF files',
        'I can send them to my landlord',
      ],
      ['b-pdf-statements'],
      ['b-csv-export'],
    ),
    draft(
      'karaoke',
      'cadence',
      ['Karaoke lyrics', 'song lyrics scrolled along with the music', 'I can sing with friends'],
      ['c-lyrics'],
    ),
    draft(
      'playback-timer',
      'cadence',
      [
        'Timer to stop playback',
        'playback paused itself after a timer runs out',
        'I can fall asleep to music',
      ],
      ['c-sleep-timer'],
    ),
    draft(
      'podcast-chapters',
      'cadence',
      [
        'Podcast chapters',
        'podcast episodes had chapters I could skip between',
        'I jump to the parts I like',
      ],
      [],
      ['c-podcast-speed'],
    ),
    draft(
      'volume-boost',
      'cadence',
      [
        'Louder volume boost',
        'the player could go louder than the phone maximum',
        'I can hear music on the bus',
      ],
      [],
      ['c-equalizer'],
    ),
  ].map((entry) => ({ ...entry, heldOut: true })),
];

/** Inserts the companies, products and items; returns the database id of every item key. */
export async function seedDuplicateCases(db: Db) {
  const companyIds = new Map<string, string>();
  const productIds = new Map<string, string>();
  for (const company of caseCompanies) {
    const row = await createCompany(db, company.name);
    companyIds.set(company.key, row.id);
    for (const name of company.products) productIds.set(name, (await createProduct(db, row.id, name)).id);
  }
  const itemIds = new Map<string, string>();
  for (const entry of caseItems) {
    const row = await createItem(
      db,
      {
        companyId: companyIds.get(entry.company)!,
        productId: entry.product ? productIds.get(entry.product)! : null,
        title: entry.title,
        userStoryWant: entry.want,
        userStorySoThat: entry.soThat,
      },
      entry.kind ?? 'requests',
    );
    itemIds.set(entry.key, row.id);
  }
  return { companyIds, productIds, itemIds };
}
