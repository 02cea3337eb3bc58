import { isUuid } from '../catalog/index';
import { AppError } from '../errors/index';

/** The id, lower-cased, when UUID-shaped; otherwise NOT_FOUND, exactly like an unknown id. */
export function requireUuid(value: string): string {
  if (!isUuid(value)) throw new AppError('NOT_FOUND');
  return value.toLowerCase();
}
