// The login element's other pages, fetched as one chunk once the login form shows: the form
// itself does not wait for them.
export { RecoveryRequest } from './RecoveryRequest';
export { RecoveryReset } from './RecoveryReset';
export { RecoveryVerify } from './RecoveryVerify';
export { Signup } from './Signup';
