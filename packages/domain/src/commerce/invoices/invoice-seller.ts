import type { DomainDeps } from '../../deps';

/** The seller block every invoice prints (VAT invoice practice: name, address, tax registration number). */
export interface InvoiceSeller {
  arName: string;
  enName: string;
  arAddress: string;
  enAddress: string;
  taxRegistrationNumber: string;
}

/** Demo values: every deployment configures its own legal entity before real invoices are issued. */
export const defaultInvoiceSeller: InvoiceSeller = {
  arName: 'منارة للتعليم الإلكتروني',
  enName: 'Manara E-Learning',
  arAddress: 'القاهرة، جمهورية مصر العربية',
  enAddress: 'Cairo, Arab Republic of Egypt',
  taxRegistrationNumber: '000-000-000',
};

/** The deployment's seller block (the API reads it from its configuration), or the demo one. */
export function invoiceSeller(deps: Pick<DomainDeps, 'site'>): InvoiceSeller {
  return deps.site?.invoiceSeller ?? defaultInvoiceSeller;
}
