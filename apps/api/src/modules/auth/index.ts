// The auth module: identity operations of docs/product/api.md (Auth). Each file registers its fields.
import './me';
import './login';
import './register';
import './verification-codes';
import './password-reset';
import './logout';
import './social';
