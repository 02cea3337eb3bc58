// The account module: docs/product/api.md (Account) operations of the signed-in user, and the visitor's country for phone fields.
import './change-password';
import './account-operations';
import './visitor-country';
import './account-deletion';
