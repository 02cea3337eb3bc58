// The account module: SPEC §7 (Account) operations of the signed-in user.
import './change-password';
import './account-operations';
