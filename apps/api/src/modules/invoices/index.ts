// docs/product/api.md Orders: invoices (docs/product/commerce.md).
import './get-invoice-by-transaction-id';
import './download-invoice';
