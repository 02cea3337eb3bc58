import { randomBytes } from 'node:crypto';
import type { UploadModel } from '@manara/db';

/**
 * A fresh, unguessable object name: `files/<model>/<32 hex>`. Nothing of the client's file name
 * survives, so names can neither collide nor carry paths or extensions that lie.
 */
export function newObjectKey(model: UploadModel): string {
  return `files/${model.toLowerCase().replace(/_/g, '-')}/${randomBytes(16).toString('hex')}`;
}
