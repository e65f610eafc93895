import crypto from 'node:crypto';

/** Standard Webhooks secrets: `whsec_` and the key's bytes in base64; the bytes are the HMAC key. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`;
}

/**
 * The `Webhook-Signature` value of the Standard Webhooks scheme:
 * `v1,` + base64 HMAC-SHA256(key, id + '.' + timestamp + '.' + body).
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}
