/** Business constants and limits, for the consumer, company and admin sides. */
export const limits = {
  otpLength: 6,
  rateLimitDefaultWaitSeconds: 60,
  username: { min: 2, max: 50 },
  title: { maxWords: 4, maxChars: 100, inputMaxChars: 50 },
  storyFieldMaxChars: 500,
  newCompanyOrProductName: { min: 1, max: 100 },
  build: { min: 1, max: 5000 },
  statusCommentMaxChars: 500,
  minimumAge: 13,
} as const;

export const pageSizes = {
  homeList: 10,
  adminApplications: 20,
  adminCompanies: 20,
  moderationLogs: 20,
  topUsers: 50,
  auditLog: 30,
  changelog: 20,
  roadmapColumn: 10,
  /** Entries of an Atom feed (the newest only; readers keep what they saw). */
  feedEntries: 50,
  /** URLs of one sitemap file: the sitemaps protocol's own limit. */
  sitemapUrls: 50_000,
} as const;

/** The roadmap's Launched column holds what launched in this many days; the changelog keeps the rest. */
export const roadmapLaunchedDays = 30;

/** Durations in milliseconds unless the name says otherwise. */
export const timings = {
  modeFlipMs: 800,
  cardCelebrationMs: 2000,
  detailConfettiMs: 1000,
  voteBurstParticles: 60,
  newCardHighlightMs: 3000,
  shareFeedbackMs: 2000,
  rocketAnimationMs: 3500,
  welcomeFoldMs: 800,
  embeddingTimeoutMs: 10_000,
  sessionRefreshTickMs: 30_000,
  sessionRefreshBackoffStartMs: 200,
  realtimeHeartbeatMs: 25_000,
  realtimeReconnectDelaysMs: [1000, 2000, 5000, 10_000],
  companiesStaleMs: 55 * 60_000,
  companiesGcMs: 60 * 60_000,
  dashboardRefreshDelayMs: 600,
  rateLimitToastMs: 6000,
  emailFocusDelayMs: 100,
} as const;

export const layout = {
  mobileBreakpointPx: 768,
  sidebarCookieDays: 7,
  badgeMaxWidthPx: 120,
  statusSelectWidthPx: 140,
  defaultTheme: 'light',
} as const;

export const legal = {
  minimumAge: 13,
  liabilityCapUsd: 100,
  liabilityLookbackMonths: 12,
  policyEffectiveDate: 'October 25, 2025',
  copyrightYear: 2025,
} as const;
