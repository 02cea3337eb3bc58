// Commerce (docs/product/api.md cart and payment, orders): cart, coupons, checkout, buy-now, transactions.
import './cart';
import './checkout';
import './transactions';
import './refunds';
import './studio-coupons';
import './refund-requests';
