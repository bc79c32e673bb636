import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` unless told otherwise; the page's CSP forbids
 * eval, and even zod's caught probe is reported as a CSP violation. This module must be imported
 * before any schema is built (first line of main.tsx).
 */
z.config({ jitless: true });
