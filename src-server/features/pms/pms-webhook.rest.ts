import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { PMS_VENDORS } from '../../../src-shared/pms.schemas';
import { refusalBody } from '../../http/framework-errors';
import type { OpenApiPage } from '../../http/openapi/route-catalog';
import { connectorOf } from './pms-connections.service';
import type { CredentialKeys } from './pms-crypto';
import { findConnectionById, logPmsEvent } from './pms-connections.queries';
import { schedulePull } from './pms-outbox.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** No session cookie nor API token: the vendor's own secret is the credential (DESIGN §19). */
const VENDOR_WEBHOOK: OpenApiPage = {
  operationId: 'post_pms_webhook',
  summary: "Receive a PMS vendor's change notice",
  description: "Called by the PMS itself. The connection's webhook secret, sent as the vendor sends it (a header or query parameter), is checked; without it the call is 401.",
  public: true,
  responses: {
    '202': { description: 'Accepted: the occupancy is read again at once', content: { 'application/json': { schema: { type: 'object', properties: { accepted: { const: true } }, required: ['accepted'] } } } },
    '401': { $ref: '#/components/responses/Unauthorized' },
  },
};

/**
 * POST /api/pms/{vendor}/{connectionId}/webhook (DESIGN §17): the PMS says something changed.
 * No session: the connection's webhook secret (when set) is the credential. The answer is
 * quick (202); the occupancy is read again by the next pass, started at once.
 */
export function pmsWebhookRest(app: FastifyInstance, deps: { db: Db; pmsKeys: CredentialKeys; allowedHosts: readonly string[]; kick: () => void }) {
  app.post<{ Params: { vendor: string; connectionId: string }; Querystring: Record<string, string | undefined> }>(
    '/api/pms/:vendor/:connectionId/webhook',
    { config: { openapi: VENDOR_WEBHOOK } },
    async (req, reply) => {
      const { vendor, connectionId } = req.params;
      const known = (PMS_VENDORS as readonly string[]).includes(vendor) && UUID.test(connectionId);
      const conn = known ? await findConnectionById(deps.db, connectionId) : undefined;
      if (!conn || conn.vendor !== vendor || !conn.enabled) return reply.code(404).send(refusalBody(404));
      const outcome = connectorOf(conn, deps.pmsKeys, { allowedHosts: deps.allowedHosts }).handleWebhook({ headers: req.headers, query: req.query, body: req.body });
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
