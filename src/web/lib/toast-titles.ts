/**
 * The one-word toast titles the company-and-admin spec quotes ('Error', 'Success'); they belong
 * in `shared/messages.ts` and move there with the next change to it.
 */
export const toastTitles = { error: 'Error', success: 'Success' } as const;
