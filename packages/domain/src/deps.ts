import type { Db } from '@manara/db';
import type { Logger, Mailer, RateLimiter } from './ports/index';

/** What every domain function may use; built once per process by the API (and by tests). */
export interface DomainDeps {
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  logger: Logger;
  now: () => Date;
  /** Public base URL of the web app, for links in mail. */
  webBaseUrl: string;
}

export interface Viewer {
  userId: string;
  sessionId: string;
  role: 'USER' | 'LECTURER' | 'ADMIN';
}

/** Per-call facts about who asks and from where. */
export interface Caller {
  viewer: Viewer | null;
  ip: string;
  userAgent: string;
}
