import { deviceFromUserAgent } from './device';

/** The device facts every login call sends (docs/product/accounts.md login input); push tokens travel separately. */
export function browserLoginDetails() {
  return {
    deviceName: navigator.userAgent,
    device: deviceFromUserAgent(navigator.userAgent, navigator.maxTouchPoints),
    fcmToken: null,
  };
}
