/**
 * What other features may use of sign-in (the boundary of issue 30): the session cookie, and
 * the counted attempt every check of a secret goes through (profile's current-password checks).
 */
export { beginAttempt, startSession } from './secret-attempts';
export { releaseLoginAttempt } from './login-failures.queries';
