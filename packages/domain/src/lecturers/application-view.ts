import type { LecturerApplicationRow } from '@manara/db';

/** What the applicant is told about their application: never who reviewed it. */
export interface LecturerApplicationView {
  id: string;
  email: string;
  status: LecturerApplicationRow['status'];
  createdAt: Date;
}

export function toLecturerApplicationView(row: LecturerApplicationRow): LecturerApplicationView {
  return { id: row.id, email: row.email, status: row.status, createdAt: row.createdAt };
}
