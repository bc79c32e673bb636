import { z } from 'zod';
import { card } from './requests';

export const dashboardItem = card.extend({
  kind: z.enum(['requests', 'vents']),
  /** Whether the author voted on it: their own vote does not stop a delete. */
  authorVoted: z.boolean(),
});
export type DashboardItem = z.infer<typeof dashboardItem>;

/** An approved member's company and what people asked of it, newest first. */
export const dashboard = z.object({
  company: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  items: z.array(dashboardItem),
});
export type Dashboard = z.infer<typeof dashboard>;
