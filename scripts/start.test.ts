import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const TSX = path.resolve('node_modules/.bin/tsx');

describe('npm start with a bad environment', () => {
  it('stops before doing anything, names the variable, exits 1 without a stack trace', () => {
    const run = spawnSync(TSX, ['scripts/start.ts'], {
      env: { ...process.env, PORT: 'abc', PUBLIC_URL: 'hotel.example', TRUST_PROXY: 'true', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Invalid configuration:\n {2}PORT: .*\n {2}PUBLIC_URL: .*\n {2}TRUST_PROXY: .*\n$/);
    expect(run.stderr).not.toMatch(/\bat .+:\d+/);
  });
});
