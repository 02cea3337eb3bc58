import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint } from './is-push-service-endpoint';

describe('isPushServiceEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://fcm.googleapis.com:443/wp/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
    'https://updates-autopush.stage.mozaws.net.push.services.mozilla.com/wpush/v1/x',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://FCM.GoogleAPIs.com/fcm/send/abc',
  ])('accepts the push service endpoint %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    // The probe's: loopback on another port.
    'https://127.0.0.1:18443/push',
    'https://localhost/push',
    'https://[::1]/push',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.5/push',
    // Not https, another port, credentials.
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    // Look-alikes.
    'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    'https://evilfcm.googleapis.com/fcm/send/abc',
    'https://evil.fcm.googleapis.com/fcm/send/abc',
    'https://push.apple.com.evil.example/x',
    'https://notpush.apple.com/x',
    'https://evilnotify.windows.com/x',
    'https://push.services.mozilla.com.evil.example/x',
    // Not URLs.
    'fcm.googleapis.com/fcm/send/abc',
    '',
    'javascript:alert(1)',
  ])('refuses %s', (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });
});
