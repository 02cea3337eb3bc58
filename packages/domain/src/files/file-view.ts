import type { FileRow } from '@manara/db';

/** A file as the API shows it: never who owns it or where the bytes physically live. */
export interface FileView {
  id: string;
  key: string;
  model: FileRow['model'];
  contentType: string | null;
  size: number | null;
  isPublic: boolean;
  uploadedAt: Date | null;
  createdAt: Date;
}

export function toFileView(row: FileRow): FileView {
  const { ownerId: _owner, ...view } = row;
  return view;
}
