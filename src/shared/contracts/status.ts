import { z } from 'zod';
import { requestStatuses } from '../rules/statuses';
import { statusCommentField } from '../rules/validators';

export const statusUpdateInput = z.object({
  status: z.enum(requestStatuses, { message: 'Please choose Requested, Seen, Planned or Launched.' }),
  comment: statusCommentField,
});
export type StatusUpdateInput = z.input<typeof statusUpdateInput>;

export const statusState = z.object({
  id: z.string(),
  status: z.enum(requestStatuses),
  statusComment: z.string().nullable(),
  statusUpdatedAt: z.string(),
});
export type StatusState = z.infer<typeof statusState>;
