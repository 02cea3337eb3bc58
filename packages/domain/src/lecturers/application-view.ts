import type { LecturerApplicationRow } from '@manara/db';
import { reapplyAt } from './reapply-window';

/**
 * What the applicant is told about their application: never who reviewed it. A rejection carries
 * its reason and when they may apply again (decision 0051).
 */
export interface LecturerApplicationView {
  id: string;
  email: string;
  status: LecturerApplicationRow['status'];
  createdAt: Date;
  reviewedAt: Date | null;
  rejectionReason: string | null;
  reapplyAt: Date | null;
}

export function toLecturerApplicationView(row: LecturerApplicationRow): LecturerApplicationView {
  const rejected = row.status === 'REJECTED';
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
    rejectionReason: rejected ? row.rejectionReason : null,
    reapplyAt: rejected && row.reviewedAt ? reapplyAt(row.reviewedAt) : null,
  };
}
