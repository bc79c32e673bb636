/** The SQLSTATE of a database error, from either driver (postgres.js, or PGlite through Drizzle). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 23505: a unique key already holds the value. */
export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505';
