import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './features/auth/passwords';

// npm scripts run on the `node` devDependency (DESIGN §15), whatever Node the machine has.
describe('runtime', () => {
  it('is Node 24 or later', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('loads the native argon2 on it', async () => {
    expect(await verifySecret(await hashSecret('correct horse'), 'correct horse')).toBe(true);
  });
});
