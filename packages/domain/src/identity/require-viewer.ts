import type { Caller, Viewer } from '../deps';
import { AppError } from '../errors/index';

/** The signed-in viewer, or UNAUTHENTICATED. */
export function requireViewer(caller: Caller): Viewer {
  if (!caller.viewer) throw new AppError('UNAUTHENTICATED');
  return caller.viewer;
}
