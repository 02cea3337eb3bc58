/** Arabic-Indic digits for Latin ones, as an Arabic keyboard types them. */
export const toArabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** Latin digits for Arabic-Indic ones, so the numbers an Arabic page shows can be compared. */
export const toLatinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
