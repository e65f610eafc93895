import type { z } from 'zod';
import type { Context, UserActor } from '../../trpc/context';
import type { subscribeInput } from '../../../src-shared/push.schemas';
import { fail } from '../../trpc/errors';

type Deps = Pick<Context, 'db' | 'push'> & { actor: UserActor };

export function vapidPublicKey(ctx: Pick<Context, 'push'>) {
  if (!ctx.push) fail('NOT_FOUND', 'PUSH_NOT_CONFIGURED');
  return { publicKey: ctx.push.publicKey };
}

/**
 * A device subscribes for its signed-in user (the procedure refuses naming another). An endpoint another account
 * holds under a current session is refused (409), never taken over: whoever learns an endpoint
 * could otherwise divert that person's notifications; one whose holder's sessions were revoked
 * (signed out elsewhere, reset, deactivated) is told nothing any more, and passes to the
 * person now signed in on that device. A shared phone unsubscribes at sign-out, so the next
 * person gets a fresh endpoint (src-client push-subscription.ts). The subscription belongs to
 * this session's version: once the user's sessions are revoked it gets nothing until a
 * signed-in device sends it again (the client does on opening its dashboard).
 */
export async function subscribeToPush(ctx: Deps, input: z.infer<typeof subscribeInput>) {
  if (!ctx.push) fail('NOT_FOUND', 'PUSH_NOT_CONFIGURED');
  if (!ctx.push.acceptsEndpoint(input.endpoint)) fail('BAD_REQUEST', 'PUSH_SERVICE_NOT_ACCEPTED');
  const saved = await ctx.db
    .insertInto('push_subscriptions')
    .values({
      user_id: ctx.actor.id,
      endpoint: input.endpoint,
      p256dh_key: input.p256dhKey,
      auth_key: input.authKey,
      language: input.language,
      session_version: ctx.actor.sessionVersion,
    })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({
          user_id: ctx.actor.id,
          p256dh_key: input.p256dhKey,
          auth_key: input.authKey,
          language: input.language,
          session_version: ctx.actor.sessionVersion,
        })
        .where((eb) =>
          eb.or([
            eb('push_subscriptions.user_id', '=', ctx.actor.id),
            // A shared phone whose last user's sessions were revoked: that subscription can no
            // longer be told anything, so the person now signed in on the device takes it.
            eb.exists(
              eb
                .selectFrom('users as holder')
                .select('holder.id')
                .whereRef('holder.id', '=', 'push_subscriptions.user_id')
                .where((h) =>
                  h.or([
                    h('holder.session_version', '<>', h.ref('push_subscriptions.session_version')),
                    h.and([h('holder.status', '<>', 'approved'), h('holder.role', '<>', 'admin')]),
                  ]),
                ),
            ),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  if (!saved) fail('CONFLICT', 'PUSH_ENDPOINT_TAKEN');
  return { success: true as const };
}
