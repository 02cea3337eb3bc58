// Commerce (SPEC §7 cart and payment, orders): cart, coupons, checkout, buy-now, transactions.
import './cart';
import './checkout';
import './transactions';
