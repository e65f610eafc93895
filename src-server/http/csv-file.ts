import type { FastifyReply, FastifyRequest } from 'fastify';

// The writer is shared: the client writes a checklist's items with it too (issue 31).
export { csvCell, csvFile } from '../../src-shared/csv-write';

/** CSV instead of JSON for ?format=csv or Accept: text/csv (DESIGN §12); the JSON answers are unchanged. */
export function wantsCsv(req: FastifyRequest<{ Querystring: Record<string, string | undefined> }>): boolean {
  return req.query.format === 'csv' || /\btext\/csv\b/.test(req.headers.accept ?? '');
}

/** A CSV answer, downloaded under its name. */
export function sendCsv(reply: FastifyReply, fileName: string, body: string) {
  reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`);
  return body;
}
