import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, point 5: out of service told to the PMS the way out of order is (DESIGN §17),
 * started when a room enters out_of_service and ended when it leaves. Frozen in time: never
 * import application code here.
 *
 * - pms_out_of_order.kind: 'out_of_order' (as before) or 'out_of_service', one row per span
 *   the PMS holds or is about to; the pushes and the vendor id work the same for both.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pms_out_of_order')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('out_of_order').check(sql`kind in ('out_of_order', 'out_of_service')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pms_out_of_order').dropColumn('kind').execute();
}
