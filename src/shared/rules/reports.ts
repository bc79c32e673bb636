/**
 * Why someone reports a request, vent or build: the Community Policy's 'What is not allowed'
 * categories, in its order.
 */
export const reportReasons = [
  'foul_language',
  'harassment',
  'offensive',
  'complaint_not_request',
  'spam',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  foul_language: 'Foul language',
  harassment: 'Harassment',
  offensive: 'Offensive or discriminatory content',
  complaint_not_request: 'Complaint posted as a request',
  spam: 'Spam or duplicate',
};

/** The reasons that apply to a kind: a vent is a complaint by design, so not 'complaint posted as a request'. */
export function reasonsFor(kind: 'requests' | 'vents' | 'builds'): readonly ReportReason[] {
  return kind === 'vents'
    ? reportReasons.filter((reason) => reason !== 'complaint_not_request')
    : reportReasons;
}

/** What an admin decided about an item's open reports. */
export const reportResolutions = ['dismissed', 'removed', 'restored'] as const;
export type ReportResolution = (typeof reportResolutions)[number];

/** The note a reporter may add, at most this many characters. */
export const reportNoteMaxLength = 500;
/** A removal's reason, at most this many characters. */
export const removalReasonMaxLength = 500;
