import { directionOf, translate, type Locale } from '@manara/i18n';
import { SOCIAL_CHANNEL } from './authorization-popup';

/**
 * The page the provider sends the popup back to (the configured redirect URI). It hands the
 * code and state to the page that opened it, by `opener.postMessage` to our own origin and by a
 * same-origin BroadcastChannel (in case the provider's opener policy cut the link), then closes.
 * The opener checks the state; the code is worthless without our client secret.
 */
export function callbackPageHtml(locale: Locale): string {
  const title = translate(locale, 'social.callback.title');
  const done = translate(locale, 'social.callback.done');
  const script = `(function(){var p=new URLSearchParams(location.search);var m={type:'manara-social',code:p.get('code'),state:p.get('state'),error:p.get('error')};
try{var c=new BroadcastChannel(${JSON.stringify(SOCIAL_CHANNEL)});c.postMessage(m);c.close()}catch(e){}
try{if(window.opener)window.opener.postMessage(m,location.origin)}catch(e){}
history.replaceState(null,'',location.pathname);setTimeout(function(){window.close()},300)})();`;
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;padding:2rem"><main><h1 style="font-size:1.25rem">${title}</h1><p>${done}</p></main>
<script>${script}</script></body></html>`;
}
