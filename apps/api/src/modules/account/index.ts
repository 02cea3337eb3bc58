// The account module: docs/product/api.md (Account) operations of the signed-in user.
import './change-password';
import './account-operations';
