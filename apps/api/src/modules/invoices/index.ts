// SPEC §7 Orders: invoices (issue 4).
import './get-invoice-by-transaction-id';
import './download-invoice';
