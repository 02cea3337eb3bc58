const arabicIndic = /[\u0660-\u0669]/g;
const easternArabicIndic = /[\u06F0-\u06F9]/g;

/** Turns Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits into ASCII digits. */
export function normalizeDigits(text: string): string {
  return text
    .replace(arabicIndic, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndic, (d) => String(d.charCodeAt(0) - 0x06f0));
}
