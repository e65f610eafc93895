/**
 * A failed PMS call in words an admin can act on (DESIGN §19), never Node's bare "fetch
 * failed": the network's own code (the host does not resolve, refuses the connection, …) or
 * the wait that ran out. Other errors (the vendor's answer, a refused address) say it already.
 */
const NETWORK_WORDS: Record<string, string> = {
  ENOTFOUND: 'the PMS host name does not resolve',
  EAI_AGAIN: 'the PMS host name could not be resolved just now',
  ECONNREFUSED: 'the PMS refused the connection',
  ECONNRESET: 'the PMS closed the connection',
  ETIMEDOUT: 'the PMS did not accept the connection in time',
  EHOSTUNREACH: 'the PMS host cannot be reached',
  ENETUNREACH: 'the PMS network cannot be reached',
  CERT_HAS_EXPIRED: 'the PMS certificate has expired',
  UND_ERR_CONNECT_TIMEOUT: 'the PMS did not accept the connection in time',
  UND_ERR_SOCKET: 'the PMS closed the connection',
};

export function pmsErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'Cannot reach the PMS: no answer in time';
  if (error.message !== 'fetch failed') return error.message;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const code = cause?.code ?? '';
  const words = NETWORK_WORDS[code] ?? cause?.message ?? 'no connection';
  return `Cannot reach the PMS: ${words}${code && NETWORK_WORDS[code] ? ` (${code})` : ''}`;
}
