/**
 * The write limits raised far above what a test writes: tests make many items per person, and
 * many accounts from one address. The limits' own tests (write-limits.test.ts) run at the defaults.
 */
export const raisedWriteLimits = {
  WRITE_LIMIT_POSTS: '100000',
  WRITE_LIMIT_BUILDS: '100000',
  WRITE_LIMIT_VOTES: '100000',
  WRITE_LIMIT_CATALOG: '100000',
  WRITE_LIMIT_REPORTS: '100000',
  AUTH_IP_SIGNUP_LIMIT: '100000',
};
