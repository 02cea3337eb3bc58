import { deviceFromUserAgent } from '../../lib/device';

/** The device facts every login call sends (SPEC §3 Login input); push tokens travel separately. */
export function browserLoginDetails() {
  return {
    deviceName: navigator.userAgent,
    device: deviceFromUserAgent(navigator.userAgent, navigator.maxTouchPoints),
    fcmToken: null,
  };
}
