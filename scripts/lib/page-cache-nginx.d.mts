export const PAGE_CACHE_SECONDS: number;
export function pageCacheHttpDirectives(cacheDir: string): string;
export const pageCacheLocationDirectives: string;
