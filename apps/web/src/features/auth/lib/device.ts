/** The API's platform enum (docs/product/api.md enumerations). */
export type Device = 'ANDROID' | 'IOS' | 'DESKTOP';

/** Device of a user agent: Android, iOS (iPhone, iPad, iPod, and iPadOS that reports as a Mac with touch), else desktop. */
export function deviceFromUserAgent(userAgent: string, maxTouchPoints = 0): Device {
  if (/android/i.test(userAgent)) return 'ANDROID';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'IOS';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'IOS';
  return 'DESKTOP';
}
