import type { trpc } from '../../lib/trpc';
import { currentLocale } from '../../lib/i18n';

type Utils = ReturnType<typeof trpc.useUtils>;

/** No worker answers in the dev server; give up rather than wait forever. */
const WORKER_WAIT_MS = 10_000;

function activeWorker(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('No service worker')), WORKER_WAIT_MS)),
  ]);
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe expects. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this device through the service worker's push manager with the server's
 * VAPID key, and hands the subscription to the server for the signed-in user (spec §7).
 */
export async function subscribeToPush(utils: Utils): Promise<void> {
  const registration = await activeWorker();
  const { publicKey } = await utils.push.vapidPublicKey.fetch();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await sendSubscription(utils.client, subscription);
}

/** Hands a device subscription to the server with the language its notifications are written in. */
async function sendSubscription(client: Utils['client'], subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('Push subscription without keys');
  await client.push.subscribe.mutate({ endpoint, p256dhKey: keys.p256dh, authKey: keys.auth, language: currentLocale() });
}

/**
 * Sends this device's subscription again for the signed-in session: the server pushes only to
 * subscriptions of the user's current sessions, so after a sign-out elsewhere, a password
 * change or a reset the device is told nothing until it does (and its language follows).
 * Nothing to do without permission or a subscription.
 */
export async function resendPushSubscription(client: Utils['client']): Promise<void> {
  if (!('serviceWorker' in navigator) || !('Notification' in window) || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) await sendSubscription(client, subscription);
}

/**
 * Ends this device's push subscription when its user signs out: the server never hands an
 * endpoint from one account to another (409), so the next person on a shared phone gets a
 * fresh subscription of their own. Best effort: no worker or no subscription is fine.
 */
export async function unsubscribeFromPush(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
