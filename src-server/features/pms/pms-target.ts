import { AsyncLocalStorage } from 'node:async_hooks';
import { checkWebhookTarget, WebhookTargetError } from '../webhooks/webhook-target';

/**
 * Where a PMS call may go (DESIGN §19): the webhooks' one rule (webhook-target.ts), applied to
 * every outbound PMS request at the moment it is sent, not only when the address was saved:
 * a host name re-pointed at an internal address since (DNS changes) is refused then. Public
 * https hosts only, unless WEBHOOK_ALLOWED_HOSTS names the host.
 *
 * The allow-list travels with the connection's work: `guardPmsTargets` runs each of a
 * connector's methods under it, so pms-http's `pmsRequest` checks every request of every
 * vendor with one call, whatever the connector. A connector built outside `connectorOf` (a
 * connector's own unit test against its stand-in) runs under no list and is not checked.
 */
const targets = new AsyncLocalStorage<readonly string[]>();

/** How a refused call's text starts: the log and the sync status know it by this. */
export const NOT_SENT_PREFIX = 'Not sent: the PMS address';

export class PmsTargetError extends Error {
  override name = 'PmsTargetError';
}

/** Why a target is refused, said for a PMS address (the webhook reasons name a webhook URL). */
const WORDS: Record<string, string> = {
  WEBHOOK_URL_NOT_HTTPS: 'is not https (an http or local PMS must be named in WEBHOOK_ALLOWED_HOSTS)',
  WEBHOOK_URL_CREDENTIALS: 'carries a user name or password',
  WEBHOOK_URL_PRIVATE: 'resolves to a private, loopback or link-local address (a local PMS must be named in WEBHOOK_ALLOWED_HOSTS)',
  WEBHOOK_URL_UNRESOLVED: 'does not resolve',
};

/** The connector, each method run under the allow-list, so each request it sends is checked. */
export function guardPmsTargets<T extends object>(connector: T, allowedHosts: readonly string[]): T {
  return new Proxy(connector, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => targets.run(allowedHosts, () => (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
}

/** Called by pmsRequest before each request: throws PmsTargetError for an address the rule refuses. */
export async function checkPmsTarget(url: string): Promise<void> {
  const allowed = targets.getStore();
  if (!allowed) return;
  try {
    await checkWebhookTarget(url, [...allowed]);
  } catch (error) {
    if (!(error instanceof WebhookTargetError)) throw error;
    throw new PmsTargetError(`${NOT_SENT_PREFIX} ${new URL(url).host} ${WORDS[error.reason] ?? error.reason}`);
  }
}
