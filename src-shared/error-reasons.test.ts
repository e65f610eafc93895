import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_REASONS, isErrorReason, reasonMessage, type ErrorReason } from './error-reasons';

const ROOT = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) && e.name !== 'error-reasons.ts')
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

describe('the table of error reasons', () => {
  const reasons = Object.keys(ERROR_REASONS) as ErrorReason[];

  it('has stable SCREAMING_SNAKE keys, each with an English message', () => {
    for (const reason of reasons) {
      expect(reason).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(ERROR_REASONS[reason].trim().length, reason).toBeGreaterThan(0);
    }
    expect(isErrorReason('PIN_LOCKED')).toBe(true);
    expect(isErrorReason('toString')).toBe(false);
  });

  it('fills slots from values and leaves a missing one visible', () => {
    expect(reasonMessage('ROOM_NUMBER_TAKEN', { room: '101' })).toBe('Room 101 already exists in this hotel');
    expect(reasonMessage('ROOM_NUMBER_TAKEN')).toBe('Room {room} already exists in this hotel');
  });

  it('holds no reason the server or the shared code never gives', () => {
    const code = sources(path.join(ROOT, 'src-server')) + sources(path.join(ROOT, 'src-shared'));
    expect(reasons.filter((reason) => !code.includes(`'${reason}'`))).toEqual([]);
  });
});
