import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../db/connection';
import type { Secrets } from '../secrets';
import { MY_ROOMS_URL, type AssignmentPush } from '../../src-shared/push.schemas';
import type { Language } from '../../src-shared/languages';
import { pushTexts } from './push-texts';

/** A notification written per language: each device gets it in its own. */
export type PushMessage = (language: Language) => AssignmentPush;

export interface PushSender {
  publicKey: string;
  /** Whether an endpoint belongs to an accepted push service (see Config.pushHosts). */
  acceptsEndpoint(endpoint: string): boolean;
  /**
   * Sends to every subscription of the user's current sessions (none to a device whose session
   * was revoked, nor to an account that may not use the app); gone subscriptions (404/410) are deleted.
   */
  sendToUser(userId: string, message: PushMessage): Promise<{ sent: number; removed: number }>;
  /** sendToUser without waiting: a failure is logged, never thrown at the caller. */
  notify(userId: string, message: PushMessage): void;
}

export function assignmentPayload(roomNumbers: string[], language: Language): AssignmentPush {
  const texts = pushTexts(language);
  return {
    title: texts.title,
    body: texts.assigned(roomNumbers),
    url: MY_ROOMS_URL,
    tag: `assignment-${roomNumbers.join('-')}`,
    roomNumbers,
  };
}

function hostMatches(host: string, pattern: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/**
 * The devices a push may reach: subscribed under the user's current session version, by an
 * account that may still use the app (as loadActor, trpc/context.ts). A revocation bumps the
 * version, so a signed-out, reset or deactivated device is never sent another room.
 */
function currentSubscriptions(db: Db, userId: string) {
  return db
    .selectFrom('push_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.endpoint', 's.p256dh_key', 's.auth_key', 's.language'])
    .where('s.user_id', '=', userId)
    .whereRef('s.session_version', '=', 'u.session_version')
    .where((eb) => eb.or([eb('u.status', '=', 'approved'), eb('u.role', '=', 'admin')]))
    .execute();
}

export function createPushSender(
  db: Db,
  vapid: Secrets['vapid'],
  opts: { agent?: Agent; hosts: string[]; log: FastifyBaseLogger },
): PushSender {
  const sender: PushSender = {
    publicKey: vapid.publicKey,
    acceptsEndpoint(endpoint) {
      const host = new URL(endpoint).hostname.toLowerCase();
      return opts.hosts.some((pattern) => hostMatches(host, pattern.toLowerCase()));
    },
    async sendToUser(userId, message) {
      const subscriptions = await currentSubscriptions(db, userId);
      let sent = 0;
      let removed = 0;
      await Promise.all(
        subscriptions.map(async (s) => {
          try {
            await webpush.sendNotification(
              { endpoint: s.endpoint, keys: { p256dh: s.p256dh_key, auth: s.auth_key } },
              JSON.stringify(message(s.language)),
              { vapidDetails: vapid, TTL: 60 * 60, ...(opts.agent ? { agent: opts.agent } : {}) },
            );
            sent += 1;
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) {
              await db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute();
              removed += 1;
            } else {
              opts.log.warn({ host: new URL(s.endpoint).host, status, err: status ? undefined : error }, 'push failed');
            }
          }
        }),
      );
      return { sent, removed };
    },
    notify(userId, message) {
      sender.sendToUser(userId, message).catch((error: unknown) => opts.log.warn({ err: error }, 'push failed'));
    },
  };
  return sender;
}

/** A rush room for its housekeeper (DESIGN §12): 'Rush: Room {number}'. */
export function rushPayload(roomNumber: string, language: Language): AssignmentPush {
  const texts = pushTexts(language);
  return { title: texts.rushTitle, body: texts.rush(roomNumber), url: MY_ROOMS_URL, tag: `rush-${roomNumber}`, roomNumbers: [roomNumber] };
}

/** A failed inspection, back to whoever cleaned it: 'Room {number} needs attention: {reason}'. */
export function attentionPayload(roomNumber: string, reason: string, language: Language): AssignmentPush {
  const texts = pushTexts(language);
  return {
    title: texts.attentionTitle,
    body: texts.needsAttention(roomNumber, reason),
    url: MY_ROOMS_URL,
    tag: `attention-${roomNumber}`,
    roomNumbers: [roomNumber],
  };
}
