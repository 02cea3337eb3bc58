const arabicIndic = /[\u0660-\u0669]/g;
const easternArabicIndic = /[\u06F0-\u06F9]/g;

/** Turns Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits into ASCII digits. */
export function normalizeDigits(text: string): string {
  return text
    .replace(arabicIndic, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndic, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** Digits as the language writes them: Arabic-Indic in Arabic (one numeral system per page), as given in English. */
export function localizeDigits(text: string, locale: 'ar' | 'en'): string {
  return locale === 'ar' ? text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : text;
}
