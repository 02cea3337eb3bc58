/** Bunny Stream settings from the environment; the three keys together switch Bunny on. */
export interface BunnyStreamConfig {
  libraryId: string;
  /** The library's API key (AccessKey header of the Stream API). */
  apiKey: string;
  /** The library's token authentication key (Security page) — a different value from the API key. */
  tokenKey: string;
  /** The library's read-only API key: Bunny signs its webhooks with it. Unset → the webhook is refused (polling only). */
  readOnlyApiKey: string | undefined;
  /** Pull zone host (vz-….b-cdn.net) for thumbnails and direct files; optional for the iframe player. */
  cdnHost: string | undefined;
  apiBaseUrl: string;
  embedBaseUrl: string;
}

const REQUIRED = ['BUNNY_LIBRARY_ID', 'BUNNY_API_KEY', 'BUNNY_TOKEN_KEY'] as const;
export const DEFAULT_BUNNY_API_BASE_URL = 'https://video.bunnycdn.com';
export const DEFAULT_BUNNY_EMBED_BASE_URL = 'https://iframe.mediadelivery.net';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Undefined when no BUNNY_* key is set (local demo files are served). A partial setup throws at
 * start-up instead of quietly serving demo files in production; so does production without the
 * read-only key, whose webhooks could then never be verified (decision 0031).
 */
export function readBunnyConfig(env: NodeJS.ProcessEnv): BunnyStreamConfig | undefined {
  const present = REQUIRED.filter((name) => env[name]?.trim());
  if (present.length === 0) return undefined;
  const required = env.NODE_ENV === 'production' ? [...REQUIRED, 'BUNNY_READ_ONLY_API_KEY'] : REQUIRED;
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`Bunny Stream is partly configured; missing ${missing.join(', ')}`);
  return {
    libraryId: env.BUNNY_LIBRARY_ID!.trim(),
    apiKey: env.BUNNY_API_KEY!.trim(),
    tokenKey: env.BUNNY_TOKEN_KEY!.trim(),
    readOnlyApiKey: env.BUNNY_READ_ONLY_API_KEY?.trim() || undefined,
    cdnHost: env.BUNNY_CDN_HOST?.trim() || undefined,
    apiBaseUrl: trimSlash(env.BUNNY_API_BASE_URL?.trim() || DEFAULT_BUNNY_API_BASE_URL),
    embedBaseUrl: trimSlash(env.BUNNY_EMBED_BASE_URL?.trim() || DEFAULT_BUNNY_EMBED_BASE_URL),
  };
}
