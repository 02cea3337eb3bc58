import type { LecturerApplicationDetailRow, LecturerApplicationRow } from '@manara/db';
import type { NamedView } from './lecturer-view';

/** A row of the studio's queue: who applied, when, and where the application stands. */
export interface StudioLecturerApplicationView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  arFirstName: string;
  arLastName: string;
  status: LecturerApplicationRow['status'];
  createdAt: Date;
  reviewedAt: Date | null;
}

/** Everything the applicant gave, for the administrator deciding (docs/product/studio.md). */
export interface StudioLecturerApplicationDetailView extends StudioLecturerApplicationView {
  phone: string;
  fieldOfTraining: NamedView;
  jobTitle: NamedView;
  enBio: string;
  arBio: string;
  rejectionReason: string | null;
  /** The applicant's account when they applied signed in or once approved. */
  userId: string | null;
  lecturerId: string | null;
}

export function toStudioLecturerApplicationView(row: LecturerApplicationRow): StudioLecturerApplicationView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    arFirstName: row.arFirstName,
    arLastName: row.arLastName,
    status: row.status,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
  };
}

export function toStudioLecturerApplicationDetailView(
  row: LecturerApplicationDetailRow,
): StudioLecturerApplicationDetailView {
  return {
    ...toStudioLecturerApplicationView(row),
    phone: row.phone,
    fieldOfTraining: { id: row.fieldOfTrainingId, ...row.fieldOfTraining },
    jobTitle: { id: row.jobTitleId, ...row.jobTitle },
    enBio: row.enBio,
    arBio: row.arBio,
    rejectionReason: row.rejectionReason,
    userId: row.userId,
    lecturerId: row.lecturerId,
  };
}
