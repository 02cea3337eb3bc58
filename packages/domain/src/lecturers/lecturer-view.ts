import type { LecturerRow, LecturerSocialLinks } from '@manara/db';
import type { Viewer } from '../deps';

/** A named reference (a field of training, a job title) in both languages. */
export interface NamedView {
  id: string;
  enName: string;
  arName: string;
}

/** A lecturer as the API shows them (docs/product/catalogue.md), with their account's names. */
export interface LecturerView {
  id: string;
  userId: string;
  slug: string;
  enBio: string;
  arBio: string;
  status: LecturerRow['status'];
  createdAt: Date;
  firstName: string;
  lastName: string;
  arFirstName: string;
  arLastName: string;
  profilePicture: string | null;
  jobTitle: NamedView | null;
  fieldOfTraining: NamedView | null;
  /** https addresses by network, each absent when unset (decision 0064). */
  socialLinks: LecturerSocialLinks;
  /** Rises with every studio save of the profile. */
  version: number;
  /** Kept for cvUrlFor: the CV is the lecturer's and the administrators' only. */
  cvUrl: string | null;
}

const named = (id: string | null, enName: string | null, arName: string | null): NamedView | null =>
  id ? { id, enName: enName ?? '', arName: arName ?? '' } : null;

export function toLecturerView(row: LecturerRow): LecturerView {
  return {
    id: row.id,
    userId: row.userId,
    slug: row.slug,
    enBio: row.enBio,
    arBio: row.arBio,
    status: row.status,
    createdAt: row.createdAt,
    firstName: row.firstName,
    lastName: row.lastName,
    arFirstName: row.arFirstName,
    arLastName: row.arLastName,
    profilePicture: row.profilePicture,
    jobTitle: named(row.jobTitleId, row.jobTitleEnName, row.jobTitleArName),
    fieldOfTraining: named(row.fieldOfTrainingId, row.fieldOfTrainingEnName, row.fieldOfTrainingArName),
    socialLinks: row.socialLinks ?? {},
    version: row.version,
    cvUrl: row.cvUrl,
  };
}

/** The CV link, for the lecturer themself and administrators only; null for anyone else. */
export function cvUrlFor(lecturer: LecturerView, viewer: Viewer | null): string | null {
  return viewer && (viewer.userId === lecturer.userId || viewer.role === 'ADMIN') ? lecturer.cvUrl : null;
}
