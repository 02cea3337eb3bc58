/** docs/product/api.md report reasons, in the order the dialog lists them. */
export const REPORT_REASONS = [
  'SPAM',
  'INAPPROPRIATE_CONTENT',
  'HARASSMENT',
  'MISINFORMATION',
  'FALSE_CLAIMS',
  'PRIVACY_VIOLATION',
  'OFF_TOPIC',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** docs/product/api.md reportable targets. */
export type ReportTarget = 'BLOG' | 'COMMENT' | 'COURSE' | 'DIPLOMA' | 'LECTURER' | 'REVIEW' | 'WORKSHOP';
