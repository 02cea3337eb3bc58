/**
 * The public-page cache in front of the web (decisions 0024 and 0069), as nginx directives: the
 * one configuration the pages benchmark measures, the scale-out journey runs and docs/deploy.md
 * shows.
 *
 * nginx stores only what Next marks shared-cacheable (its Cache-Control names `s-maxage`), per URL,
 * locale cookie and the headers Next varies on, but for PAGE_CACHE_SECONDS rather than Next's 300 s:
 * a studio edit expires Next's own cache on every web copy at once (decision 0028), and a page cache
 * holding its copy for minutes would hide that. Within those seconds one request per page reaches
 * the web; the rest are served by nginx. Requests with a session cookie, or without a locale cookie
 * (first visits, answered with a redirect or a Set-Cookie), always reach the web, and so do ranges.
 */
export const PAGE_CACHE_SECONDS = 5;

/** For `http {}`: the cache's zone on disk and the maps the location reads. */
export function pageCacheHttpDirectives(cacheDir) {
  return `
  proxy_cache_path ${cacheDir} levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;
  map $cookie_manara_session $signed_in { default 1; "" 0; }
  map $cookie_NEXT_LOCALE $no_locale { default 0; "" 1; }
  map $upstream_http_cache_control $not_shared { default 1; "~s-maxage" 0; }`;
}

/** For the web's `location / {}`. */
export const pageCacheLocationDirectives = `
      proxy_cache pages;
      proxy_cache_key "$scheme$http_host$request_uri|$cookie_NEXT_LOCALE";
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 301 308 404 ${PAGE_CACHE_SECONDS}s;
      # With a cache on, nginx would drop Range and answer 200 with the whole file: video seeking
      # through the web (ranges) is passed on as asked and never stored.
      proxy_set_header Range $http_range;
      proxy_set_header If-Range $http_if_range;
      proxy_cache_bypass $signed_in $no_locale $http_range;
      proxy_no_cache $signed_in $no_locale $not_shared $http_range;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503;
      add_header X-Cache $upstream_cache_status always;`;
