/** The public origin for absolute URLs (sitemap, robots, metadata); set by `npm start` as WEB_BASE_URL. */
export function siteUrl(): string {
  return (process.env.WEB_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}
