/** `invoice-<number>.pdf`, reduced to characters every file system and header accepts. */
export function invoiceFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/** `credit-note-<number>.pdf`, the same way. */
export function creditNoteFileName(number: string): string {
  return `credit-note-${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}
