import { isDatabaseUnavailable } from '@manara/db';
import { authenticateSession, type Caller, type DomainDeps } from '@manara/domain';
import { isLocale, localeCookieName, localeFromAcceptLanguage, type Locale } from '@manara/i18n';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from './config';

export const SESSION_COOKIE = 'manara_session';
/** A visitor's guest-cart token (docs/product/commerce.md); apps send it as the X-Guest-Cart header. */
export const GUEST_CART_COOKIE = 'manara_guest_cart';
const GUEST_CART_DAYS = 30;

export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface RequestContext {
  deps: DomainDeps;
  caller: Caller;
  locale: Locale;
  log: FastifyBaseLogger;
  session: SessionCookie;
  /** Gives a visitor the token of the guest cart just made for them. */
  guestCart: { set(token: string): void };
  /** The web app keeps the token in an httpOnly cookie, so it is left out of its responses. */
  isWebClient: boolean;
  /**
   * The database could not be reached while the session was being read: the viewer is unknown
   * (not signed out), so every operation answers SERVICE_UNAVAILABLE (respond()).
   */
  databaseUnavailable?: boolean;
}

/** Request language: explicit Accept-Language from our clients first, then the locale cookie, then Arabic. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  const fromHeader = localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
  if (fromHeader) return fromHeader;
  const cookie = request.cookies?.[localeCookieName];
  return isLocale(cookie) ? cookie : 'ar';
}

export function requestToken(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  return request.cookies?.[SESSION_COOKIE] ?? null;
}

export async function buildContext(
  deps: DomainDeps,
  config: ApiConfig,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestContext> {
  const token = requestToken(request);
  let viewer: Awaited<ReturnType<typeof authenticateSession>> = null;
  let databaseUnavailable = false;
  try {
    viewer = token ? await authenticateSession(deps, token) : null;
  } catch (error) {
    // A failed context is an HTTP 500 without an envelope; a lost database is a clear envelope instead.
    if (!isDatabaseUnavailable(error)) throw error;
    request.log.warn({ err: error }, 'database unavailable while reading the session');
    databaseUnavailable = true;
  }
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
  const guestHeader = request.headers['x-guest-cart'];
  const guestCart =
    (typeof guestHeader === 'string' ? guestHeader : null) ?? request.cookies?.[GUEST_CART_COOKIE] ?? null;
  // Signing in merged the visitor's cart into the learner's: the old token names nothing now.
  if (viewer && request.cookies?.[GUEST_CART_COOKIE]) reply.clearCookie(GUEST_CART_COOKIE, cookieOptions);
  return {
    deps,
    caller: {
      viewer,
      ip: request.clientAddress,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      guestCart: viewer ? null : guestCart,
    },
    locale: requestLocale(request),
    log: request.log,
    isWebClient: request.headers['x-manara-client'] === 'web',
    databaseUnavailable,
    session: {
      set: (value, expiresAt) => void reply.setCookie(SESSION_COOKIE, value, { ...cookieOptions, expires: expiresAt }),
      clear: () => void reply.clearCookie(SESSION_COOKIE, cookieOptions),
    },
    guestCart: {
      set: (token) =>
        void reply.setCookie(GUEST_CART_COOKIE, token, {
          ...cookieOptions,
          maxAge: GUEST_CART_DAYS * 24 * 60 * 60,
        }),
    },
  };
}
