export const requestStatuses = ['requested', 'seen', 'planned', 'launched'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  requested: 'Requested',
  seen: 'Seen',
  planned: 'Planned',
  launched: 'Launched',
};

export const membershipStatuses = ['pending', 'approved', 'rejected'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];
