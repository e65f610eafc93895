import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { PMS_VENDORS } from '../../../src-shared/pms.schemas';
import { refusalBody } from '../../http/framework-errors';
import { connectorOf } from './pms-connections.service';
import { findConnectionById, logPmsEvent } from './pms-connections.queries';
import { schedulePull } from './pms-outbox.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/pms/{vendor}/{connectionId}/webhook (DESIGN §17): the PMS says something changed.
 * No session: the connection's webhook secret (when set) is the credential. The answer is
 * quick (202); the occupancy is read again by the next pass, started at once.
 */
export function pmsWebhookRest(app: FastifyInstance, deps: { db: Db; sessionKeys: Buffer[]; kick: () => void }) {
  app.post<{ Params: { vendor: string; connectionId: string }; Querystring: Record<string, string | undefined> }>(
    '/api/pms/:vendor/:connectionId/webhook',
    async (req, reply) => {
      const { vendor, connectionId } = req.params;
      const known = (PMS_VENDORS as readonly string[]).includes(vendor) && UUID.test(connectionId);
      const conn = known ? await findConnectionById(deps.db, connectionId) : undefined;
      if (!conn || conn.vendor !== vendor || !conn.enabled) return reply.code(404).send(refusalBody(404));
      const outcome = connectorOf(conn, deps.sessionKeys).handleWebhook({ headers: req.headers, query: req.query, body: req.body });
      if (!outcome.accepted) {
        await logPmsEvent(deps.db, conn.id, 'webhook', false, outcome.reason);
        return reply.code(401).send(refusalBody(401));
      }
      await logPmsEvent(deps.db, conn.id, 'webhook', true, outcome.summary);
      if (outcome.refreshOccupancy) {
        await schedulePull(deps.db, conn.id, 0);
        deps.kick();
      }
      return reply.code(202).send({ accepted: true });
    },
  );
}
