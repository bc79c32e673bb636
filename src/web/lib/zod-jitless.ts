import { z } from 'zod/v4';

/**
 * What `zod` means in the web build (vite.config.ts aliases the bare specifier here). Zod compiles
 * object parsers with `new Function` unless told otherwise; the page's CSP forbids eval, and even
 * zod's caught probe is reported as a CSP violation. The setting is read when a schema is built,
 * so it must come before every schema: as the module that every `import … from 'zod'` goes
 * through, it does, in whichever lazily loaded chunk zod first arrives.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export default z;
