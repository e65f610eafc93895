/** What other features may read of guest requests (the boundary of issue 30): those a webhook sends. */
export { listGuestRequestsByIds } from './guest-requests.queries';
