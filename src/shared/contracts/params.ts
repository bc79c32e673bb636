import { z } from 'zod';

/** The `:id` of a route: a UUID, or a 400 before any handler runs. */
export const idParams = z.object({ id: z.uuid() });
