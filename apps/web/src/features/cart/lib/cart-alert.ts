import type { Locale } from '@manara/i18n';

export type AlertColor = 'red' | 'orange';
/** blocking: the item stops checkout until removed; info: the learner should know (e.g. a new price). */
export type AlertTone = 'blocking' | 'info';

export interface CartAlertView {
  tone: AlertTone;
  text: string;
}

interface AlertSource {
  arAlert: { text: string; color: AlertColor } | null;
  enAlert: { text: string; color: AlertColor } | null;
}

export function alertTone(color: AlertColor): AlertTone {
  return color === 'red' ? 'blocking' : 'info';
}

/**
 * Soft panels whose text passes WCAG AA in both themes: #7a271a on #fef3f2 (9.6:1) and #fecdca
 * on #3b1512 (11:1); #713f12 on #fef3c7 (7.8:1) and #fde68a on #3a2206 (11:1).
 */
export const alertToneStyles: Record<AlertTone, string> = {
  blocking: 'border-[light-dark(#fda29b,#7a271a)] bg-[light-dark(#fef3f2,#3b1512)] text-[light-dark(#7a271a,#fecdca)]',
  info: 'border-[light-dark(#f2d17a,#713f12)] bg-[light-dark(#fef3c7,#3a2206)] text-[light-dark(#713f12,#fde68a)]',
};

/** The item's alert in the page language, with its tone; null when the item has none. */
export function cartItemAlert(item: AlertSource, locale: Locale): CartAlertView | null {
  const alert = locale === 'ar' ? item.arAlert : item.enAlert;
  return alert ? { tone: alertTone(alert.color), text: alert.text } : null;
}
