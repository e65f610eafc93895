import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to write a room (issue 30): every write of `room_statuses` is in src-server/rooms/
 * (a room change through changeRoom / changeRooms and their RoomWriter, a new room's status
 * record in new-rooms.ts). ESLint keeps room-writes.ts from being imported elsewhere; this
 * keeps a feature from writing the table with its own query instead. It reads the source, so
 * a table name built at run time escapes it (none does): write rooms through the layer.
 */
const SCANNED = 'src-server';
/** The rooms layer itself, and the tests' own seeding helpers (src-server/test/), which set rooms up as a test needs them. */
const EXEMPT = ['src-server/rooms/', 'src-server/test/'];

/** Kysely's writes of the table (updateTable, insertInto, deleteFrom, mergeInto) and raw SQL's. */
const WRITE = /\b(?:updateTable|insertInto|deleteFrom|mergeInto)\(\s*['"`]room_statuses\b|\b(?:update|insert\s+into|delete\s+from|merge\s+into)\s+"?room_statuses\b/gi;

function directWrites(source: string): string[] {
  return [...source.matchAll(WRITE)].map((m) => m[0]);
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(file));
    else if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) found.push(file);
  }
  return found;
}

describe('room_statuses is written only in src-server/rooms/ (issue 30)', () => {
  it('finds no write of it elsewhere in the server (tests and their seeding helpers aside)', () => {
    const outside = sourceFiles(SCANNED)
      .filter((file) => !EXEMPT.some((dir) => file.startsWith(dir)))
      .flatMap((file) => directWrites(fs.readFileSync(file, 'utf8')).map((write) => `${file}: ${write.replace(/\s+/g, ' ')}`));
    // A room change goes through changeRoom / changeRooms (src-server/rooms/change-rooms.ts) and its RoomWriter.
    expect(outside).toEqual([]);
  });

  it('recognises each way of writing it, and not a read', () => {
    expect(directWrites(`trx.updateTable('room_statuses').set({})`)).toHaveLength(1);
    expect(directWrites(`db.updateTable(\n  'room_statuses as s',\n)`)).toHaveLength(1);
    expect(directWrites(`trx.insertInto("room_statuses").values(rows)`)).toHaveLength(1);
    expect(directWrites('db.deleteFrom(`room_statuses`)')).toHaveLength(1);
    expect(directWrites('sql`UPDATE room_statuses SET notes = null`')).toHaveLength(1);
    expect(directWrites('sql`insert into "room_statuses" (room_id) values (1)`')).toHaveLength(1);
    expect(directWrites(`db.selectFrom('room_statuses as s').innerJoin('rooms as r', 'r.id', 's.room_id')`)).toEqual([]);
    expect(directWrites('sql`select 1 from room_statuses s where s.id = any(${ids})`')).toEqual([]);
  });

  it('still sees the rooms layer write it (the scan reads the files it should)', () => {
    const inLayer = sourceFiles('src-server/rooms').flatMap((file) => directWrites(fs.readFileSync(file, 'utf8')));
    expect(inLayer.length).toBeGreaterThan(0);
  });
});
