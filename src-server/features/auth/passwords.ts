import argon2 from 'argon2';

// OWASP's argon2id baseline (DESIGN §5): m=19456 KiB, t=2, p=1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return argon2.hash(secret, OPTIONS);
}

/** A hash of nothing, verified against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | null = null;

export async function verifySecret(hash: string | null | undefined, secret: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashSecret('not-a-real-secret');
    await argon2.verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  return argon2.verify(hash, secret).catch(() => false);
}
