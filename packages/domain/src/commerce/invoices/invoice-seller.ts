/** The seller block every invoice prints (VAT invoice practice: name, address, tax registration number). */
export interface InvoiceSeller {
  arName: string;
  enName: string;
  arAddress: string;
  enAddress: string;
  taxRegistrationNumber: string;
}

/**
 * Read from the environment so each deployment prints its own legal entity; the defaults are
 * demo values and must be replaced before real invoices are issued.
 */
export function invoiceSeller(env: NodeJS.ProcessEnv = process.env): InvoiceSeller {
  return {
    arName: env.INVOICE_SELLER_NAME_AR || 'منارة للتعليم الإلكتروني',
    enName: env.INVOICE_SELLER_NAME_EN || 'Manara E-Learning',
    arAddress: env.INVOICE_SELLER_ADDRESS_AR || 'القاهرة، جمهورية مصر العربية',
    enAddress: env.INVOICE_SELLER_ADDRESS_EN || 'Cairo, Arab Republic of Egypt',
    taxRegistrationNumber: env.INVOICE_SELLER_TAX_NUMBER || '000-000-000',
  };
}
