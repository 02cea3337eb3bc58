/* Manara push service worker (docs/product/community.md). Shows pushed notifications and opens their page on click. */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Manara', {
      body: message.body || '',
      data: { url },
      lang: url.startsWith('/en') ? 'en' : 'ar',
      dir: url.startsWith('/en') ? 'ltr' : 'rtl',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});

// The browser replaced the subscription: subscribe again with the same key and tell the server.
self.addEventListener('pushsubscriptionchange', (event) => {
  const key = event.oldSubscription?.options?.applicationServerKey;
  if (!key) return;
  event.waitUntil(
    self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).then((subscription) => {
      const { endpoint, keys } = subscription.toJSON();
      return fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-manara-client': 'web' },
        body: JSON.stringify({
          operationName: 'savePushSubscription',
          query: 'mutation savePushSubscription($input: PushSubscriptionInput) { savePushSubscription(input: $input) { code success } }',
          variables: { input: { endpoint, p256dh: keys.p256dh, auth: keys.auth } },
        }),
      });
    }),
  );
});
