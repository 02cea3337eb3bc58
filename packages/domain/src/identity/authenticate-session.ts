import { findActiveSession, touchSession } from '@manara/db';
import type { DomainDeps, Viewer } from '../deps';
import { hashSessionToken } from './session-token';

/** Activity is written at most this often per session, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/** Resolves a bearer/cookie token to the viewer, or null for unknown, expired, revoked or blocked. */
export async function authenticateSession(deps: DomainDeps, token: string | null | undefined): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const now = deps.now();
  const session = await findActiveSession(deps.db, hashSessionToken(token), now);
  if (!session || session.isBlocked || session.isDeleted) return null;
  if (now.getTime() - new Date(session.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(deps.db, session.sessionId, session.userId, now);
  }
  return { userId: session.userId, sessionId: session.sessionId, role: session.role };
}
