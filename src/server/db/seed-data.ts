// Demo data for ilii ("I'd love it if…"). All people, companies and products
// below are fictional; emails use the reserved example.com domain.

export interface SeedUser {
  key: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
}

export interface SeedProduct {
  name: string;
}

export interface SeedCompany {
  name: string;
  products: SeedProduct[];
}

export type SeedStatus = 'requested' | 'seen' | 'planned' | 'launched';

export interface SeedBuild {
  author: string;
  content: string;
  voters: string[];
  daysAgo: number;
}

export interface SeedItem {
  company: string;
  product: string | null;
  author: string;
  title: string;
  want: string;
  soThat: string;
  status: SeedStatus;
  statusComment: string | null;
  voters: string[];
  builds: SeedBuild[];
  daysAgo: number;
}

export const seedUsers: SeedUser[] = [
  {
    key: 'maya',
    email: 'maya.ostrander@example.com',
    username: 'maya_o',
    firstName: 'Maya',
    lastName: 'Ostrander',
  },
  {
    key: 'jonas',
    email: 'jonas.vellmar@example.com',
    username: 'jvellmar',
    firstName: 'Jonas',
    lastName: 'Vellmar',
  },
  {
    key: 'priya',
    email: 'priya.sundresh@example.com',
    username: 'priya.s',
    firstName: 'Priya',
    lastName: 'Sundresh',
  },
  {
    key: 'theo',
    email: 'theo.marchetti@example.com',
    username: 'theo_marchetti',
    firstName: 'Theo',
    lastName: 'Marchetti',
  },
  {
    key: 'amara',
    email: 'amara.okonjo@example.com',
    username: 'amara.ok',
    firstName: 'Amara',
    lastName: 'Okonjo',
  },
  {
    key: 'felix',
    email: 'felix.draybourne@example.com',
    username: 'felixd',
    firstName: 'Felix',
    lastName: 'Draybourne',
  },
  {
    key: 'lena',
    email: 'lena.havlicek@example.com',
    username: 'lena-havlicek',
    firstName: 'Lena',
    lastName: 'Havlicek',
  },
  {
    key: 'omar',
    email: 'omar.benhaddou@example.com',
    username: 'omarb',
    firstName: 'Omar',
    lastName: 'Benhaddou',
  },
  {
    key: 'sofia',
    email: 'sofia.lindqvarn@example.com',
    username: 'sofialind',
    firstName: 'Sofia',
    lastName: 'Lindqvarn',
  },
  {
    key: 'kenji',
    email: 'kenji.arakawe@example.com',
    username: 'kenji_a',
    firstName: 'Kenji',
    lastName: 'Arakawe',
  },
  {
    key: 'ruth',
    email: 'ruth.pennimore@example.com',
    username: 'ruthpen',
    firstName: 'Ruth',
    lastName: 'Pennimore',
  },
  {
    key: 'dario',
    email: 'dario.valdemar@example.com',
    username: 'dario.v',
    firstName: 'Dario',
    lastName: 'Valdemar',
  },
  {
    key: 'ines',
    email: 'ines.carvalheira@example.com',
    username: 'ines_c',
    firstName: 'Ines',
    lastName: 'Carvalheira',
  },
  {
    key: 'tomas',
    email: 'tomas.brezinka@example.com',
    username: 'tomas.brezinka',
    firstName: 'Tomas',
    lastName: 'Brezinka',
  },
];

export const seedCompanies: SeedCompany[] = [
  {
    name: 'Notewren',
    products: [{ name: 'Notewren Desktop' }, { name: 'Notewren Mobile' }, { name: 'Web Clipper' }],
  },
  {
    name: 'Ripplebeat',
    products: [{ name: 'Ripplebeat App' }, { name: 'Car Mode' }, { name: 'Family Plan' }],
  },
  {
    name: 'Thistlecrest Bank',
    products: [{ name: 'Mobile Banking' }, { name: 'Debit Card' }, { name: 'Savings Pots' }],
  },
  {
    name: 'Hearthwick Home',
    products: [
      { name: 'Smart Thermostat' },
      { name: 'Video Doorbell' },
      { name: 'Hearthwick App' },
      { name: 'Smart Plugs' },
    ],
  },
  {
    name: 'Forkfly',
    products: [{ name: 'Forkfly App' }, { name: 'Forkfly Pass' }],
  },
  {
    name: 'Plotweave',
    products: [{ name: 'Boards' }, { name: 'Timeline' }, { name: 'Plotweave API' }],
  },
  {
    name: 'Pagewick',
    products: [{ name: 'Pagewick Glow' }, { name: 'Pagewick Reader App' }, { name: 'Pagewick Store' }],
  },
];

export const seedRequests: SeedItem[] = [
  // ── Notewren ────────────────────────────────────────────────────────────
  {
    company: 'Notewren',
    product: 'Notewren Desktop',
    author: 'maya',
    title: 'Export to Markdown',
    want: 'I could export a whole notebook as plain Markdown files, keeping the folder structure and image attachments',
    soThat: "my notes aren't locked in and I can version them in git alongside my projects.",
    status: 'launched',
    statusComment:
      'Shipped in 4.2 — find it under File → Export → Markdown. Attachments are saved into a folder next to each note.',
    voters: [
      'maya',
      'jonas',
      'priya',
      'theo',
      'amara',
      'felix',
      'lena',
      'sofia',
      'kenji',
      'ruth',
      'dario',
      'ines',
    ],
    builds: [
      {
        author: 'jonas',
        content:
          'It would be great if links between notes became relative Markdown links in the export, so the files still point to each other when opened in another editor.',
        voters: ['maya', 'kenji', 'lena', 'sofia'],
        daysAgo: 70,
      },
      {
        author: 'kenji',
        content:
          "If you export into a git repo, tick 'Keep file names stable' in the export dialog. Otherwise a renamed note shows up as a delete plus an add in the diff.",
        voters: ['maya', 'jonas', 'theo'],
        daysAgo: 30,
      },
    ],
    daysAgo: 96,
  },
  {
    company: 'Notewren',
    product: 'Notewren Mobile',
    author: 'jonas',
    title: 'Offline mode on mobile',
    want: "notes I've opened recently stayed available and editable on my phone when I have no signal, and synced once I'm back online",
    soThat: 'I can still read my packing lists and booking references on the underground or on a plane.',
    status: 'planned',
    statusComment:
      "Planned for the summer release. We're starting with notebooks you mark as 'Keep offline', with full offline editing following after that.",
    voters: [
      'maya',
      'jonas',
      'priya',
      'theo',
      'amara',
      'felix',
      'lena',
      'omar',
      'sofia',
      'kenji',
      'ruth',
      'dario',
      'ines',
      'tomas',
    ],
    builds: [
      {
        author: 'amara',
        content:
          "A simple first step would be a 'Keep offline' toggle per notebook. I only need my travel and recipes notebooks on the phone, not eight years of everything.",
        voters: ['jonas', 'priya', 'felix', 'lena', 'ruth'],
        daysAgo: 70,
      },
      {
        author: 'theo',
        content:
          "Workaround for now: open the notes you'll need while you're still on Wi-Fi and don't force-close the app. The cache usually survives a flight, but not a phone restart.",
        voters: ['jonas', 'sofia'],
        daysAgo: 65,
      },
    ],
    daysAgo: 74,
  },
  {
    company: 'Notewren',
    product: 'Web Clipper',
    author: 'priya',
    title: 'Highlight colours in clipper',
    want: 'the web clipper let me pick a highlight colour before saving a selection, and kept that colour in the saved note',
    soThat:
      'I can tell quotes I agree with apart from ones I want to argue against when I review my research later.',
    status: 'requested',
    statusComment: null,
    voters: ['priya', 'theo', 'ruth', 'ines', 'tomas'],
    builds: [
      {
        author: 'tomas',
        content:
          'Even three fixed colours would cover it for me: yellow for key points, green for sources to follow up, red for claims I doubt.',
        voters: ['priya', 'ruth'],
        daysAgo: 35,
      },
    ],
    daysAgo: 41,
  },
  {
    company: 'Notewren',
    product: null,
    author: 'theo',
    title: 'Daily note template',
    want: 'I could set a template that is used automatically whenever a new daily note is created',
    soThat: 'every day starts with the same three headings and I stop copying them over from yesterday.',
    status: 'seen',
    statusComment:
      "Thanks Theo — we've read this and all the builds. Templates are being scoped with the editor team right now, date placeholders included.",
    voters: ['theo', 'maya', 'amara', 'felix', 'lena', 'omar', 'kenji', 'dario', 'tomas'],
    builds: [
      {
        author: 'lena',
        content:
          "Being able to use the date inside the template would help a lot, for example a heading that says 'Week 23' or links to yesterday's and tomorrow's notes.",
        voters: ['theo', 'maya', 'kenji', 'dario'],
        daysAgo: 50,
      },
    ],
    daysAgo: 58,
  },
  {
    company: 'Notewren',
    product: 'Notewren Desktop',
    author: 'kenji',
    title: 'Backlinks panel',
    want: 'each note showed a panel listing every other note that links to it, with a line of surrounding context',
    soThat: 'I can find connections between ideas without having to remember where I wrote them down.',
    status: 'requested',
    statusComment: null,
    voters: ['kenji', 'jonas', 'priya', 'amara', 'sofia', 'ruth', 'ines'],
    builds: [
      {
        author: 'sofia',
        content:
          'Showing unlinked mentions too — notes that contain the title as plain text without a link — would make this even more useful for older notes.',
        voters: ['kenji', 'ines', 'jonas'],
        daysAgo: 20,
      },
    ],
    daysAgo: 33,
  },
  {
    company: 'Notewren',
    product: null,
    author: 'ruth',
    title: 'Lock individual notes',
    want: 'I could lock a single note with a separate PIN or fingerprint instead of locking the whole app',
    soThat:
      'I can keep a few private notes protected while still handing my tablet to the kids for the shopping list.',
    status: 'requested',
    statusComment: null,
    voters: ['ruth', 'felix'],
    builds: [],
    daysAgo: 19,
  },

  // ── Ripplebeat ──────────────────────────────────────────────────────────
  {
    company: 'Ripplebeat',
    product: 'Ripplebeat App',
    author: 'lena',
    title: 'No crossfade for podcasts',
    want: 'crossfade only applied to music and never to podcast episodes',
    soThat: "the first seconds of an episode aren't buried under the end of the previous song.",
    status: 'requested',
    statusComment: null,
    voters: ['lena', 'maya', 'theo', 'omar', 'sofia', 'kenji', 'dario', 'tomas'],
    builds: [
      {
        author: 'dario',
        content:
          'A per-playlist crossfade setting would solve it too. I want it for my running mix, but not for albums that are meant to flow from one track into the next.',
        voters: ['lena', 'theo'],
        daysAgo: 22,
      },
    ],
    daysAgo: 27,
  },
  {
    company: 'Ripplebeat',
    product: 'Car Mode',
    author: 'omar',
    title: 'Larger Car Mode buttons',
    want: 'the buttons in Car Mode were at least twice as big, with skip placed where my thumb naturally rests',
    soThat: 'I can skip a track without taking my eyes off the road for more than a glance.',
    status: 'planned',
    statusComment:
      "Planned! We're testing a new Car Mode layout with bigger, high-contrast controls with a group of drivers this month.",
    voters: ['omar', 'jonas', 'priya', 'theo', 'amara', 'felix', 'lena', 'sofia', 'ruth', 'dario', 'tomas'],
    builds: [
      {
        author: 'felix',
        content:
          "Steering-wheel controls already handle skip, so the on-screen buttons that matter most to me are 'like' and 'back 15 seconds' for podcasts.",
        voters: ['omar', 'jonas', 'lena'],
        daysAgo: 55,
      },
      {
        author: 'priya',
        content:
          'High-contrast icons would help as much as size. On a sunny day the current grey-on-black buttons are almost invisible.',
        voters: ['omar', 'theo', 'amara', 'felix', 'ruth'],
        daysAgo: 48,
      },
    ],
    daysAgo: 62,
  },
  {
    company: 'Ripplebeat',
    product: 'Family Plan',
    author: 'sofia',
    title: 'Shared family playlists',
    want: 'everyone on our family plan could add songs to one shared playlist that shows who added what',
    soThat: 'road-trip music becomes a group effort and nobody has to pass their phone around the car.',
    status: 'seen',
    statusComment:
      "Seen — we love the idea of a household playlist. We're working out how it should behave with kids' profiles before committing to it.",
    voters: ['sofia', 'maya', 'amara', 'lena', 'ines', 'kenji'],
    builds: [
      {
        author: 'ines',
        content:
          "A simple rule like 'each person can add up to five songs per trip' would stop one teenager from taking over the whole playlist.",
        voters: ['sofia', 'maya'],
        daysAgo: 40,
      },
    ],
    daysAgo: 47,
  },
  {
    company: 'Ripplebeat',
    product: null,
    author: 'amara',
    title: 'Hide songs everywhere',
    want: 'hiding a song removed it from every radio station, mix and autoplay queue, not just the one playlist where I hid it',
    soThat: "I stop hearing a track I've already hidden half a dozen times.",
    status: 'requested',
    statusComment: null,
    voters: [
      'amara',
      'maya',
      'jonas',
      'theo',
      'felix',
      'lena',
      'omar',
      'sofia',
      'kenji',
      'ruth',
      'dario',
      'ines',
      'tomas',
    ],
    builds: [
      {
        author: 'kenji',
        content:
          "It should work for artists as well. There's a 'don't play this artist' option, but it only applies inside the radio station where you set it.",
        voters: ['amara', 'maya', 'jonas', 'theo', 'felix', 'omar'],
        daysAgo: 79,
      },
    ],
    daysAgo: 83,
  },
  {
    company: 'Ripplebeat',
    product: 'Ripplebeat App',
    author: 'dario',
    title: 'End-of-episode sleep timer',
    want: 'the sleep timer had an option to stop at the end of the current episode or track',
    soThat: "I don't wake up three episodes later having missed the ending I fell asleep to.",
    status: 'launched',
    statusComment:
      "This is live in 8.11 — tap the moon icon on the player and choose 'End of episode'. Sleep well!",
    voters: ['dario', 'maya', 'jonas', 'priya', 'felix', 'omar', 'sofia', 'ruth', 'ines'],
    builds: [
      {
        author: 'jonas',
        content:
          'Tip for anyone who missed it: long-press the moon icon to reuse your last sleep timer setting with a single tap.',
        voters: ['dario', 'maya', 'priya', 'sofia'],
        daysAgo: 20,
      },
    ],
    daysAgo: 110,
  },
  {
    company: 'Ripplebeat',
    product: null,
    author: 'tomas',
    title: 'Export listening history',
    want: 'I could download my full listening history as a CSV file with dates, track names and play counts',
    soThat: 'I can make my own year-in-review charts instead of waiting until December.',
    status: 'requested',
    statusComment: null,
    voters: ['tomas', 'kenji', 'theo'],
    builds: [
      {
        author: 'theo',
        content:
          'Including skips would make it far more interesting — what I skip says as much about my taste as what I listen to all the way through.',
        voters: ['tomas'],
        daysAgo: 6,
      },
    ],
    daysAgo: 9,
  },

  // ── Thistlecrest Bank ───────────────────────────────────────────────────
  {
    company: 'Thistlecrest Bank',
    product: 'Savings Pots',
    author: 'felix',
    title: 'Round-ups into savings',
    want: 'card purchases were rounded up to the next whole amount and the spare change moved into a savings pot automatically',
    soThat: 'I save a little every day without having to think about it.',
    status: 'launched',
    statusComment:
      'Round-ups launched in 3.6! Switch them on under Savings Pots → Round-ups and choose which pot the spare change goes to.',
    voters: ['felix', 'maya', 'jonas', 'theo', 'amara', 'lena', 'omar', 'sofia', 'dario', 'tomas'],
    builds: [
      {
        author: 'lena',
        content:
          "Please add a 'multiply round-ups' option. Doubling or tripling the spare change makes a real difference over a year.",
        voters: ['felix', 'maya', 'theo', 'omar', 'dario'],
        daysAgo: 100,
      },
    ],
    daysAgo: 117,
  },
  {
    company: 'Thistlecrest Bank',
    product: 'Mobile Banking',
    author: 'ines',
    title: 'Edit transaction categories',
    want: 'I could change the category of a transaction and have future payments to the same merchant follow my choice',
    soThat: "my monthly budget stops counting the pharmacy as 'Entertainment'.",
    status: 'planned',
    statusComment:
      "Planned for Q3. You'll be able to recategorise a transaction and choose whether future payments to that merchant follow suit.",
    voters: [
      'ines',
      'maya',
      'jonas',
      'priya',
      'theo',
      'amara',
      'felix',
      'lena',
      'omar',
      'kenji',
      'ruth',
      'tomas',
    ],
    builds: [
      {
        author: 'priya',
        content:
          'Splitting one transaction across two categories would help with supermarket shops that are half groceries and half household things.',
        voters: ['ines', 'jonas', 'amara', 'ruth'],
        daysAgo: 60,
      },
      {
        author: 'kenji',
        content:
          "Custom categories matter too. 'Pets' and 'Gifts' aren't in the list, so everything like that ends up under 'Shopping'.",
        voters: ['ines', 'theo', 'felix', 'lena', 'omar', 'tomas'],
        daysAgo: 52,
      },
    ],
    daysAgo: 68,
  },
  {
    company: 'Thistlecrest Bank',
    product: 'Debit Card',
    author: 'kenji',
    title: 'Virtual card numbers',
    want: 'I could generate a single-use card number in the app for one-off online purchases',
    soThat: "a data leak at some small web shop can't be used to charge my real card later.",
    status: 'seen',
    statusComment:
      "Seen — thanks Kenji. Single-use numbers need sign-off from our card scheme partner, and we'll post an update here as soon as we hear back.",
    voters: ['kenji', 'jonas', 'priya', 'felix', 'omar', 'sofia', 'dario', 'tomas'],
    builds: [
      {
        author: 'dario',
        content:
          'Merchant-locked cards would be a good middle ground: a number that only works with one shop, handy for subscriptions I might want to cut off later.',
        voters: ['kenji', 'jonas', 'priya', 'omar', 'sofia'],
        daysAgo: 33,
      },
    ],
    daysAgo: 39,
  },
  {
    company: 'Thistlecrest Bank',
    product: null,
    author: 'maya',
    title: 'Split a payment',
    want: 'I could split a transaction with friends straight from the transaction screen and send each of them a payment request',
    soThat: 'I stop doing restaurant maths in a group chat after every dinner out.',
    status: 'requested',
    statusComment: null,
    voters: ['maya', 'theo', 'amara', 'lena', 'ruth', 'ines'],
    builds: [
      {
        author: 'theo',
        content:
          'Uneven splits are the key part — someone always orders the expensive main or skips the drinks.',
        voters: ['maya', 'amara', 'ruth'],
        daysAgo: 21,
      },
    ],
    daysAgo: 24,
  },
  {
    company: 'Thistlecrest Bank',
    product: 'Mobile Banking',
    author: 'jonas',
    title: 'Statements as CSV',
    want: 'monthly statements could be downloaded as CSV files as well as PDFs',
    soThat: 'my bookkeeping spreadsheet can import them without me retyping every line.',
    status: 'requested',
    statusComment: null,
    voters: ['jonas', 'felix', 'kenji', 'dario'],
    builds: [
      {
        author: 'felix',
        content:
          'If possible, use ISO dates and a plain decimal point in the amounts. Spreadsheets set to different regions tend to mangle anything else.',
        voters: ['jonas', 'kenji'],
        daysAgo: 10,
      },
    ],
    daysAgo: 13,
  },
  {
    company: 'Thistlecrest Bank',
    product: 'Savings Pots',
    author: 'priya',
    title: 'Scheduled pot transfers',
    want: 'I could schedule a transfer into a savings pot on payday, such as the 25th or the last working day of the month',
    soThat: 'the money is set aside before I get a chance to spend it.',
    status: 'requested',
    statusComment: null,
    voters: ['priya', 'maya', 'theo', 'lena', 'omar', 'sofia', 'ruth'],
    builds: [
      {
        author: 'omar',
        content:
          "'Last working day of the month' is the option that matters — my salary arrives early whenever the 25th falls on a weekend.",
        voters: ['priya', 'sofia', 'ruth'],
        daysAgo: 47,
      },
    ],
    daysAgo: 52,
  },

  // ── Hearthwick Home ─────────────────────────────────────────────────────
  {
    company: 'Hearthwick Home',
    product: 'Smart Thermostat',
    author: 'theo',
    title: 'Heating off when away',
    want: 'the thermostat turned the heating down automatically once everyone in the household had left home',
    soThat: 'we stop heating an empty flat just because someone forgot to press a button on the way out.',
    status: 'launched',
    statusComment:
      "Away mode shipped in firmware 2.9. It uses each household member's phone location, so the heating only drops once the last person has left.",
    voters: ['theo', 'maya', 'jonas', 'priya', 'amara', 'felix', 'omar', 'kenji', 'ruth', 'dario', 'ines'],
    builds: [
      {
        author: 'kenji',
        content:
          "A short delay before switching to away would help, so the heating doesn't drop just because I walked to the corner shop.",
        voters: ['theo', 'priya', 'felix'],
        daysAgo: 98,
      },
      {
        author: 'priya',
        content:
          "Worth knowing: if one person's phone has location turned off, away mode never kicks in. Settings → Household shows whose phone is being used.",
        voters: ['theo', 'maya', 'amara', 'omar', 'ruth', 'dario'],
        daysAgo: 35,
      },
    ],
    daysAgo: 104,
  },
  {
    company: 'Hearthwick Home',
    product: 'Video Doorbell',
    author: 'omar',
    title: 'Package detection alerts',
    want: 'the doorbell sent a separate notification when a parcel is left on the doorstep, distinct from the usual motion alert',
    soThat: 'I know to bring it in before it rains instead of checking every single motion clip.',
    status: 'planned',
    statusComment:
      'Planned for the next doorbell firmware. Detection will run on the device itself, so no extra video leaves your home.',
    voters: ['omar', 'jonas', 'theo', 'felix', 'lena', 'sofia', 'kenji', 'dario', 'tomas'],
    builds: [
      {
        author: 'dario',
        content:
          'Until this exists, drawing a small activity zone just around the doormat cuts down the motion alerts from passing cars a lot.',
        voters: ['omar', 'kenji'],
        daysAgo: 41,
      },
    ],
    daysAgo: 56,
  },
  {
    company: 'Hearthwick Home',
    product: null,
    author: 'kenji',
    title: 'Works without internet',
    want: 'lights, plugs and the thermostat kept working from the app over my home Wi-Fi even when the internet connection is down',
    soThat: "an outage at my broadband provider doesn't leave me unable to switch on the hallway light.",
    status: 'seen',
    statusComment:
      "Seen, and our engineers want this too. We're checking which devices have the memory to support local control and will share what we find.",
    voters: [
      'maya',
      'jonas',
      'priya',
      'theo',
      'amara',
      'felix',
      'lena',
      'omar',
      'sofia',
      'kenji',
      'ruth',
      'dario',
      'ines',
      'tomas',
    ],
    builds: [
      {
        author: 'tomas',
        content:
          'Even a basic local mode would be a big step: see the temperature and switch lights on and off, without schedules or automations.',
        voters: ['kenji', 'maya', 'amara', 'ruth'],
        daysAgo: 85,
      },
      {
        author: 'sofia',
        content:
          'Please make sure the doorbell still rings the indoor chime during an outage. Ours went silent for a whole afternoon last month.',
        voters: ['kenji', 'jonas', 'priya', 'theo', 'lena', 'ines'],
        daysAgo: 28,
      },
    ],
    daysAgo: 90,
  },
  {
    company: 'Hearthwick Home',
    product: 'Smart Plugs',
    author: 'sofia',
    title: 'Energy usage per plug',
    want: 'each smart plug showed how much energy the connected device used per day and per month',
    soThat: 'I can work out whether the old fridge in the garage is worth replacing.',
    status: 'requested',
    statusComment: null,
    voters: ['sofia', 'priya', 'amara', 'omar', 'tomas'],
    builds: [
      {
        author: 'amara',
        content:
          "A cost estimate based on my own tariff would make the numbers meaningful. Kilowatt-hours alone don't mean much to most of us.",
        voters: ['sofia', 'omar', 'tomas'],
        daysAgo: 30,
      },
    ],
    daysAgo: 36,
  },
  {
    company: 'Hearthwick Home',
    product: 'Hearthwick App',
    author: 'ruth',
    title: 'Guest access with expiry',
    want: 'I could give a house-sitter access to the thermostat and lights that expires automatically on a date I choose',
    soThat: "I don't have to remember to remove them once I'm back from holiday.",
    status: 'requested',
    statusComment: null,
    voters: ['ruth', 'maya', 'dario'],
    builds: [
      {
        author: 'maya',
        content:
          'Limiting what guests can see would be useful too — a house-sitter needs the thermostat, but not the doorbell recordings.',
        voters: ['ruth', 'dario'],
        daysAgo: 17,
      },
    ],
    daysAgo: 21,
  },
  {
    company: 'Hearthwick Home',
    product: 'Video Doorbell',
    author: 'lena',
    title: 'Quiet hours for chimes',
    want: 'I could set quiet hours when the indoor chime stays silent but I still get a notification on my phone',
    soThat: "the baby's afternoon nap isn't cut short by every delivery driver.",
    status: 'requested',
    statusComment: null,
    voters: [],
    builds: [],
    daysAgo: 5,
  },

  // ── Forkfly ─────────────────────────────────────────────────────────────
  {
    company: 'Forkfly',
    product: 'Forkfly App',
    author: 'amara',
    title: 'Group orders',
    want: "several people could add dishes to one order from their own phones before it's placed",
    soThat: 'office lunch orders stop involving a spreadsheet and one person reading the menu out loud.',
    status: 'launched',
    statusComment:
      "Group orders are live! Start a basket, tap 'Invite', and everyone adds their own dishes from their phone before you check out.",
    voters: [
      'amara',
      'maya',
      'jonas',
      'priya',
      'theo',
      'felix',
      'lena',
      'sofia',
      'kenji',
      'ruth',
      'dario',
      'ines',
      'tomas',
    ],
    builds: [
      {
        author: 'jonas',
        content:
          "Could the organiser set a per-person budget? At work we have a lunch allowance, and it's awkward to tell colleagues they went over.",
        voters: ['amara', 'maya', 'theo', 'lena', 'sofia'],
        daysAgo: 105,
      },
      {
        author: 'tomas',
        content:
          'Showing who ordered what on the receipt would make splitting the bill afterwards much easier.',
        voters: ['amara', 'kenji', 'dario', 'ines'],
        daysAgo: 30,
      },
    ],
    daysAgo: 112,
  },
  {
    company: 'Forkfly',
    product: null,
    author: 'felix',
    title: 'Allergen filters',
    want: 'I could filter menus by allergen, for example hiding every dish that contains sesame or tree nuts',
    soThat: "ordering for my son doesn't mean opening every single dish to read the small print.",
    status: 'planned',
    statusComment:
      "Planned. We're asking every restaurant to tag allergens on their dishes first, and filtering follows once enough menus are covered.",
    voters: ['felix', 'maya', 'priya', 'theo', 'amara', 'lena', 'sofia', 'kenji', 'ruth', 'ines'],
    builds: [
      {
        author: 'ruth',
        content:
          "Please make it obvious when a restaurant hasn't provided allergen information, rather than quietly showing the dish as if it were safe.",
        voters: ['felix', 'maya', 'priya', 'theo', 'amara', 'ines'],
        daysAgo: 72,
      },
      {
        author: 'theo',
        content:
          "A note field that gets printed on the kitchen ticket would help too, such as 'severe sesame allergy, please use clean utensils'.",
        voters: ['felix', 'lena', 'kenji'],
        daysAgo: 26,
      },
    ],
    daysAgo: 77,
  },
  {
    company: 'Forkfly',
    product: 'Forkfly App',
    author: 'ines',
    title: 'Reusable packaging option',
    want: 'I could choose returnable containers at checkout from restaurants that support them',
    soThat: "one Friday takeaway doesn't fill half the recycling bin.",
    status: 'seen',
    statusComment:
      "Seen — several restaurant partners have asked about this too. We're in talks with a returnable-container scheme in two cities.",
    voters: ['ines', 'jonas', 'theo', 'lena', 'omar', 'ruth', 'tomas'],
    builds: [
      {
        author: 'omar',
        content:
          'Collecting the empty containers on your next delivery would make returning them effortless.',
        voters: ['ines', 'lena', 'tomas'],
        daysAgo: 39,
      },
    ],
    daysAgo: 44,
  },
  {
    company: 'Forkfly',
    product: 'Forkfly Pass',
    author: 'dario',
    title: 'Pause Forkfly Pass',
    want: 'I could pause my Forkfly Pass subscription for a month instead of cancelling it',
    soThat: "I don't lose my member perks and order streak when I'm away travelling for work.",
    status: 'requested',
    statusComment: null,
    voters: ['dario', 'jonas', 'felix', 'kenji'],
    builds: [],
    daysAgo: 16,
  },
  {
    company: 'Forkfly',
    product: null,
    author: 'tomas',
    title: 'Tip after delivery',
    want: 'I could add or change the tip after the food arrives instead of only at checkout',
    soThat: 'the tip reflects how the delivery actually went, not a guess made beforehand.',
    status: 'planned',
    statusComment:
      "Planned! Soon you'll be able to add or change a tip for up to an hour after your order arrives, and all of it goes to the rider.",
    voters: ['tomas', 'maya', 'priya', 'amara', 'felix', 'sofia', 'ruth', 'dario'],
    builds: [
      {
        author: 'amara',
        content:
          'Please keep the option to tip at checkout as well — some of us prefer to sort it out before the rider sets off.',
        voters: ['tomas', 'sofia'],
        daysAgo: 58,
      },
    ],
    daysAgo: 64,
  },
  {
    company: 'Forkfly',
    product: 'Forkfly App',
    author: 'priya',
    title: 'Honest delivery estimates',
    want: "the delivery estimate updated as soon as the restaurant was running behind, instead of showing '15 min' for forty minutes",
    soThat: 'I can decide early whether to cook something else instead.',
    status: 'requested',
    statusComment: null,
    voters: ['priya', 'theo', 'omar', 'kenji', 'ruth', 'ines'],
    builds: [
      {
        author: 'kenji',
        content:
          "Even a simple 'this restaurant is busier than usual' message before checkout would let me pick somewhere else.",
        voters: ['priya', 'omar', 'ruth'],
        daysAgo: 26,
      },
    ],
    daysAgo: 30,
  },

  // ── Plotweave ───────────────────────────────────────────────────────────
  {
    company: 'Plotweave',
    product: 'Timeline',
    author: 'jonas',
    title: 'Dependencies on Timeline',
    want: 'I could draw dependencies between tasks on the timeline, so moving one task also moves the tasks that depend on it',
    soThat: 'replanning after a delay takes one drag instead of twenty.',
    status: 'launched',
    statusComment:
      'Dependencies shipped last week. Drag from the edge of one bar to another to link them — dependent tasks shift when dates move.',
    voters: [
      'jonas',
      'maya',
      'priya',
      'theo',
      'amara',
      'felix',
      'omar',
      'sofia',
      'kenji',
      'ruth',
      'dario',
      'tomas',
    ],
    builds: [
      {
        author: 'dario',
        content:
          "Lead and lag times would round it off. 'Start testing two days after development finishes' is a very common rule for us.",
        voters: ['jonas', 'maya', 'theo', 'kenji'],
        daysAgo: 94,
      },
    ],
    daysAgo: 99,
  },
  {
    company: 'Plotweave',
    product: 'Boards',
    author: 'maya',
    title: 'WIP limits per column',
    want: 'each board column could have a work-in-progress limit that warns when too many cards are in it',
    soThat: "the team notices bottlenecks before the 'In review' column has thirty cards in it.",
    status: 'planned',
    statusComment:
      'Planned for the next Boards update. Limits will be soft at first: the column header turns amber when you go over.',
    voters: ['maya', 'jonas', 'theo', 'felix', 'lena', 'kenji', 'dario', 'ines'],
    builds: [
      {
        author: 'felix',
        content:
          'Per-person limits would be useful too. The column total can look fine while one person is holding six cards.',
        voters: ['maya', 'lena', 'dario'],
        daysAgo: 66,
      },
      {
        author: 'kenji',
        content:
          "Our workaround is a card at the top of each column titled 'Limit: 4'. Everyone scrolls past it, which is exactly why a real limit would help.",
        voters: ['maya', 'jonas', 'theo', 'felix', 'ines'],
        daysAgo: 60,
      },
    ],
    daysAgo: 71,
  },
  {
    company: 'Plotweave',
    product: 'Plotweave API',
    author: 'kenji',
    title: 'Webhooks for status changes',
    want: 'the API could send a webhook whenever a task changes status, with both the old and the new status in the payload',
    soThat: 'our deploy tool can move tickets along automatically without polling every minute.',
    status: 'seen',
    statusComment:
      'Seen — thanks for the detailed use case. Webhooks are part of our API roadmap discussion for next quarter.',
    voters: ['kenji', 'jonas', 'omar', 'dario', 'tomas'],
    builds: [
      {
        author: 'tomas',
        content:
          'Please sign the payloads with a shared secret so we can verify they really come from Plotweave.',
        voters: ['kenji', 'jonas', 'dario'],
        daysAgo: 44,
      },
      {
        author: 'jonas',
        content:
          "Retries with backoff matter a lot for us. Our CI server restarts every night, and we'd lose any events sent during that window.",
        voters: ['kenji'],
        daysAgo: 29,
      },
    ],
    daysAgo: 48,
  },
  {
    company: 'Plotweave',
    product: null,
    author: 'sofia',
    title: 'Recurring tasks',
    want: 'I could make a task repeat on a schedule, such as every second Monday, with a fresh copy created each time',
    soThat: "the monthly invoice run and the backup check don't depend on someone remembering them.",
    status: 'requested',
    statusComment: null,
    voters: ['sofia', 'maya', 'priya', 'theo', 'amara', 'lena', 'omar', 'ruth', 'ines', 'tomas'],
    builds: [
      {
        author: 'theo',
        content:
          'The next copy should only appear once the current one is completed. Otherwise a missed week leaves a pile of duplicates behind.',
        voters: ['sofia', 'maya', 'priya', 'omar'],
        daysAgo: 80,
      },
      {
        author: 'ines',
        content:
          'I run a small nightly script against the API that clones a template card. It works, but nobody else on the team can see or change the schedule.',
        voters: ['sofia', 'tomas'],
        daysAgo: 55,
      },
    ],
    daysAgo: 86,
  },
  {
    company: 'Plotweave',
    product: null,
    author: 'theo',
    title: 'Keyboard shortcuts overlay',
    want: 'pressing a single key showed every keyboard shortcut available on the current screen',
    soThat: 'I can learn them gradually instead of hunting through help articles.',
    status: 'requested',
    statusComment: null,
    voters: ['theo', 'kenji'],
    builds: [],
    daysAgo: 11,
  },
  {
    company: 'Plotweave',
    product: 'Boards',
    author: 'omar',
    title: 'Time tracking on cards',
    want: 'I could start and stop a timer on a card and see the total time spent next to the original estimate',
    soThat: 'our retrospectives can compare estimates with reality using real numbers.',
    status: 'requested',
    statusComment: null,
    voters: [],
    builds: [],
    daysAgo: 3,
  },

  // ── Pagewick ────────────────────────────────────────────────────────────
  {
    company: 'Pagewick',
    product: 'Pagewick Reader App',
    author: 'ruth',
    title: 'Export highlights',
    want: 'I could export all the highlights and notes from a book as a single file',
    soThat: 'my reading notes end up in the same place as the rest of my research.',
    status: 'launched',
    statusComment:
      "Highlight export is out in 5.3: open a book's notes and tap Share → Export as Markdown or CSV.",
    voters: ['ruth', 'maya', 'jonas', 'priya', 'theo', 'amara', 'felix', 'lena', 'sofia', 'kenji', 'ines'],
    builds: [
      {
        author: 'priya',
        content:
          'Including the chapter title and location with each highlight would keep the context when I read the export months later.',
        voters: ['ruth', 'maya', 'jonas', 'theo'],
        daysAgo: 101,
      },
      {
        author: 'theo',
        content:
          'An automatic export to a folder each time I finish a book would save me from having to remember it.',
        voters: ['ruth', 'priya', 'sofia'],
        daysAgo: 18,
      },
    ],
    daysAgo: 107,
  },
  {
    company: 'Pagewick',
    product: 'Pagewick Glow',
    author: 'lena',
    title: 'Swap page-turn buttons',
    want: 'I could swap which physical button turns the page forward and which turns it back',
    soThat: 'reading with my left hand feels as natural as reading with my right.',
    status: 'planned',
    statusComment: 'Planned for the next Glow software update, together with a left-handed layout option.',
    voters: ['lena', 'jonas', 'felix', 'omar', 'dario', 'ines'],
    builds: [
      {
        author: 'omar',
        content:
          'It should flip automatically when the device is turned upside down, so either hand works without a trip into Settings.',
        voters: ['lena', 'jonas', 'felix'],
        daysAgo: 49,
      },
    ],
    daysAgo: 54,
  },
  {
    company: 'Pagewick',
    product: null,
    author: 'amara',
    title: 'Borrow library ebooks',
    want: 'I could borrow ebooks from my public library directly on the device',
    soThat: "I don't have to shuffle files through a computer just to read a library book.",
    status: 'seen',
    statusComment:
      "Seen — we're in conversations with public library lending platforms. No dates yet, but we're reading every build on this one.",
    voters: [
      'maya',
      'jonas',
      'priya',
      'theo',
      'amara',
      'felix',
      'lena',
      'omar',
      'sofia',
      'kenji',
      'ruth',
      'dario',
      'ines',
      'tomas',
    ],
    builds: [
      {
        author: 'ines',
        content:
          'Holds and waiting lists matter as much as borrowing itself. Please show my place in the queue on the device.',
        voters: ['amara', 'maya', 'theo', 'ruth'],
        daysAgo: 88,
      },
      {
        author: 'maya',
        content:
          'The current workaround is downloading the loan on a computer, converting it and copying it over USB. It takes about fifteen minutes per book.',
        voters: ['amara', 'jonas', 'priya', 'felix', 'omar', 'kenji'],
        daysAgo: 76,
      },
    ],
    daysAgo: 93,
  },
  {
    company: 'Pagewick',
    product: 'Pagewick Glow',
    author: 'felix',
    title: 'Upload my own fonts',
    want: 'I could upload my own font files to the e-reader and use them in any book',
    soThat: "I can read with a dyslexia-friendly typeface that isn't in the built-in list.",
    status: 'requested',
    statusComment: null,
    voters: ['felix', 'maya', 'priya', 'amara', 'lena', 'sofia', 'ruth', 'dario', 'tomas'],
    builds: [
      {
        author: 'sofia',
        content:
          'Line spacing and margins should be remembered per font. A typeface that looks great at 1.2 spacing can feel cramped at the default.',
        voters: ['felix', 'maya', 'amara'],
        daysAgo: 57,
      },
      {
        author: 'amara',
        content:
          "Dropping files into a 'fonts' folder over USB would be enough for me — it doesn't need anything fancy.",
        voters: ['felix', 'lena'],
        daysAgo: 50,
      },
    ],
    daysAgo: 61,
  },
  {
    company: 'Pagewick',
    product: 'Pagewick Reader App',
    author: 'ines',
    title: 'Group series automatically',
    want: 'books from the same series were grouped together automatically and sorted by their number in the series',
    soThat: 'I stop having to look up which volume comes next.',
    status: 'requested',
    statusComment: null,
    voters: ['ines', 'jonas', 'theo', 'omar', 'kenji', 'ruth', 'tomas'],
    builds: [
      {
        author: 'ruth',
        content:
          'Letting me fix the order by hand would matter for books with messy details, like a novella numbered 2.5 between two novels.',
        voters: ['ines', 'kenji'],
        daysAgo: 29,
      },
    ],
    daysAgo: 35,
  },
  {
    company: 'Pagewick',
    product: 'Pagewick Store',
    author: 'dario',
    title: 'Wishlist price drop alerts',
    want: 'the store notified me when a book on my wishlist dropped in price',
    soThat: "I can pick up the books I'm curious about when they go on sale.",
    status: 'requested',
    statusComment: null,
    voters: ['dario', 'priya', 'sofia'],
    builds: [],
    daysAgo: 7,
  },
];

export const seedVents: SeedItem[] = [
  {
    company: 'Notewren',
    product: 'Notewren Mobile',
    author: 'felix',
    title: 'Sync conflicts duplicate notes',
    want: "editing the same note on my phone and my laptop creates two copies, one marked 'conflicted copy', instead of merging the changes",
    soThat: "I've lost track of which version holds my latest meeting notes more than once this month.",
    status: 'requested',
    statusComment: null,
    voters: ['felix', 'maya', 'jonas', 'theo', 'lena', 'omar', 'kenji', 'ruth', 'tomas'],
    builds: [
      {
        author: 'maya',
        content:
          "What helps me: wait for the sync icon to settle on the laptop before picking up the phone. It's a nuisance, but it has cut the conflicts down a lot.",
        voters: ['felix', 'jonas', 'ruth'],
        daysAgo: 22,
      },
      {
        author: 'kenji',
        content:
          'Even without automatic merging, a side-by-side view of the two versions would make cleaning up much faster.',
        voters: ['felix', 'maya', 'theo', 'lena', 'tomas'],
        daysAgo: 19,
      },
    ],
    daysAgo: 26,
  },
  {
    company: 'Notewren',
    product: 'Notewren Desktop',
    author: 'omar',
    title: 'Search misses PDF text',
    want: "search doesn't look inside the PDFs I've attached to my notes",
    soThat:
      'half of my research lives in those PDFs and I end up opening them one by one to find a single sentence.',
    status: 'requested',
    statusComment: null,
    voters: ['omar', 'priya', 'amara', 'sofia', 'dario', 'ines'],
    builds: [],
    daysAgo: 49,
  },
  {
    company: 'Ripplebeat',
    product: 'Ripplebeat App',
    author: 'kenji',
    title: 'Downloads keep disappearing',
    want: 'my downloaded playlists sometimes vanish after an app update',
    soThat: "I only notice once I'm on the plane, facing a nine-hour flight with no music.",
    status: 'requested',
    statusComment: null,
    voters: [
      'kenji',
      'maya',
      'jonas',
      'priya',
      'theo',
      'amara',
      'felix',
      'lena',
      'omar',
      'sofia',
      'dario',
      'tomas',
    ],
    builds: [
      {
        author: 'dario',
        content:
          'Before a trip I now check the Downloads tab on the morning of the flight. If the count looks wrong, re-downloading on Wi-Fi only takes a few minutes.',
        voters: ['kenji', 'amara'],
        daysAgo: 12,
      },
      {
        author: 'priya',
        content:
          'It seems to happen when the phone is low on storage during an update. A warning before anything gets removed would be a good first step.',
        voters: ['kenji', 'jonas', 'theo', 'lena'],
        daysAgo: 9,
      },
    ],
    daysAgo: 15,
  },
  {
    company: 'Ripplebeat',
    product: null,
    author: 'ines',
    title: 'Autoplay ignores my taste',
    want: 'autoplay after an album ends jumps straight to chart hits that have nothing to do with what I was listening to',
    soThat: "a quiet piano record shouldn't be followed by a festival anthem at full volume.",
    status: 'requested',
    statusComment: null,
    voters: ['ines', 'theo', 'felix', 'ruth', 'tomas'],
    builds: [],
    daysAgo: 38,
  },
  {
    company: 'Thistlecrest Bank',
    product: 'Mobile Banking',
    author: 'tomas',
    title: 'Logged out constantly',
    want: 'the app logs me out every time I switch to another app, even for a few seconds',
    soThat: 'copying a reference number from an email means logging in three times for a single transfer.',
    status: 'requested',
    statusComment: null,
    voters: ['tomas', 'maya', 'jonas', 'priya', 'amara', 'lena', 'omar', 'sofia', 'kenji', 'dario', 'ines'],
    builds: [
      {
        author: 'lena',
        content:
          'A grace period of thirty seconds or so would fix most of this, and the app could still ask for a fingerprint after that.',
        voters: ['tomas', 'maya', 'priya', 'sofia', 'dario'],
        daysAgo: 50,
      },
    ],
    daysAgo: 57,
  },
  {
    company: 'Thistlecrest Bank',
    product: 'Debit Card',
    author: 'sofia',
    title: 'Card declined abroad',
    want: "my card was declined abroad even though I'd added a travel notice in the app beforehand",
    soThat: 'I had to call the helpline from a hotel lobby and pay roaming charges to get it sorted.',
    status: 'requested',
    statusComment: null,
    voters: ['sofia', 'maya', 'theo', 'felix', 'kenji', 'ruth', 'ines'],
    builds: [],
    daysAgo: 80,
  },
  {
    company: 'Thistlecrest Bank',
    product: null,
    author: 'omar',
    title: 'Chat closes without warning',
    want: 'the support chat closes if I leave the app for a minute to find a document they asked for',
    soThat: 'I have to start again at the back of the queue and explain everything from the beginning.',
    status: 'requested',
    statusComment: null,
    voters: [],
    builds: [],
    daysAgo: 4,
  },
  {
    company: 'Hearthwick Home',
    product: 'Video Doorbell',
    author: 'jonas',
    title: 'Doorbell notifications lag',
    want: 'doorbell notifications often reach my phone half a minute after someone has rung',
    soThat: "by the time I open the live view, the courier has already left a 'sorry we missed you' card.",
    status: 'requested',
    statusComment: null,
    voters: [
      'jonas',
      'maya',
      'priya',
      'theo',
      'amara',
      'felix',
      'lena',
      'omar',
      'sofia',
      'kenji',
      'ruth',
      'dario',
      'tomas',
    ],
    builds: [
      {
        author: 'theo',
        content:
          "Turning off battery optimisation for the Hearthwick app on Android helped a little for us, but it's still about ten seconds behind the chime.",
        voters: ['jonas', 'maya', 'omar', 'kenji'],
        daysAgo: 60,
      },
    ],
    daysAgo: 66,
  },
  {
    company: 'Hearthwick Home',
    product: 'Hearthwick App',
    author: 'priya',
    title: 'Constant re-login prompts',
    want: 'the app regularly forgets my login and asks me to sign in again before I can switch a light on',
    soThat: 'I just want to turn off the kitchen light, not go looking for a password.',
    status: 'requested',
    statusComment: null,
    voters: ['priya', 'amara', 'lena', 'dario'],
    builds: [],
    daysAgo: 23,
  },
  {
    company: 'Forkfly',
    product: null,
    author: 'maya',
    title: 'Missing items, no refund',
    want: 'reporting a missing item only offers me a voucher instead of a refund to my card',
    soThat: "a voucher I didn't ask for doesn't replace a meal I paid for with real money.",
    status: 'requested',
    statusComment: null,
    voters: ['maya', 'jonas', 'theo', 'amara', 'felix', 'lena', 'sofia', 'ruth', 'dario', 'ines'],
    builds: [
      {
        author: 'ruth',
        content:
          "Asking through the help chat instead of the 'Report a problem' form got me a refund to my card, but it took three messages. It shouldn't need that much effort.",
        voters: ['maya', 'amara', 'sofia'],
        daysAgo: 38,
      },
    ],
    daysAgo: 42,
  },
  {
    company: 'Forkfly',
    product: 'Forkfly App',
    author: 'lena',
    title: 'Fees revealed at checkout',
    want: 'service and small-order fees only show up on the very last screen of checkout',
    soThat: "I've already spent ten minutes choosing food by the time I see the real price.",
    status: 'requested',
    statusComment: null,
    voters: [
      'maya',
      'jonas',
      'priya',
      'theo',
      'amara',
      'felix',
      'lena',
      'omar',
      'sofia',
      'kenji',
      'ruth',
      'dario',
      'ines',
      'tomas',
    ],
    builds: [
      {
        author: 'felix',
        content:
          'Showing the total including fees on the restaurant page, before anything is in the basket, would make comparing places easy.',
        voters: ['lena', 'maya', 'priya', 'kenji', 'ruth', 'tomas'],
        daysAgo: 70,
      },
      {
        author: 'omar',
        content:
          "The small-order fee is the trickiest part, because the threshold differs for every restaurant and isn't shown anywhere up front.",
        voters: ['lena', 'sofia'],
        daysAgo: 61,
      },
    ],
    daysAgo: 73,
  },
  {
    company: 'Forkfly',
    product: 'Forkfly App',
    author: 'kenji',
    title: 'Order tracking freezes',
    want: "the rider's position on the map stops updating for ten minutes at a time",
    soThat: "I can't tell whether my food is around the corner or still waiting at the restaurant.",
    status: 'requested',
    statusComment: null,
    voters: ['kenji'],
    builds: [],
    daysAgo: 8,
  },
  {
    company: 'Plotweave',
    product: null,
    author: 'dario',
    title: 'Notifications are overwhelming',
    want: 'I get an email for every comment, reaction and due-date change across all boards, with no digest option',
    soThat: "the important messages get lost in the noise and I've started ignoring all of them.",
    status: 'requested',
    statusComment: null,
    voters: ['dario', 'jonas', 'priya', 'theo', 'felix', 'omar', 'kenji', 'ines'],
    builds: [
      {
        author: 'jonas',
        content:
          "Until there's a digest, you can mute individual boards under Board → Notifications. It's per board, so it takes a while, but it cut my email by about two thirds.",
        voters: ['dario', 'priya', 'felix', 'omar', 'kenji'],
        daysAgo: 27,
      },
    ],
    daysAgo: 31,
  },
  {
    company: 'Plotweave',
    product: 'Timeline',
    author: 'ruth',
    title: 'Timeline lags badly',
    want: 'the timeline becomes slow and jumpy once a project has more than a few hundred tasks',
    soThat: 'dragging a single bar takes several seconds and our planning meetings stall while we wait.',
    status: 'requested',
    statusComment: null,
    voters: ['ruth', 'jonas', 'sofia'],
    builds: [],
    daysAgo: 18,
  },
  {
    company: 'Pagewick',
    product: 'Pagewick Glow',
    author: 'theo',
    title: 'Sideloaded books lose covers',
    want: 'books I transfer over USB show a grey placeholder instead of their cover',
    soThat: "my library looks like a wall of identical grey boxes and I can't find anything at a glance.",
    status: 'requested',
    statusComment: null,
    voters: ['theo', 'amara'],
    builds: [],
    daysAgo: 52,
  },
  {
    company: 'Pagewick',
    product: 'Pagewick Glow',
    author: 'amara',
    title: 'Ads on lock screen',
    want: 'the lock screen shows store promotions unless I pay extra to switch them off',
    soThat: "I paid full price for the device, and the adverts are for books I'd never pick.",
    status: 'requested',
    statusComment: null,
    voters: ['amara', 'maya', 'felix', 'omar', 'kenji', 'tomas'],
    builds: [],
    daysAgo: 101,
  },
];
