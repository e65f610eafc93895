import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';

/** A browser-side push subscription made of real keys, as a push service would hold it. */
export function makeSubscriberKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    p256dhKey: ecdh.getPublicKey().toString('base64url'),
    authKey: auth.toString('base64url'),
  };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 (aes128gcm) decryption, the receiving browser's side, so tests read what arrived. */
export function decryptPush(body: Buffer, keys: ReturnType<typeof makeSubscriberKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = keys.ecdh.computeSecret(senderPublic);
  const prkKey = hmac(keys.auth, secret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

export interface PushEndpoint {
  url: string;
  received: { path: string; body: Buffer; headers: Record<string, unknown> }[];
  /** Answers this status for the given path (404/410 mean the subscription is gone). */
  respondWith: Map<string, number>;
  close(): Promise<void>;
}

/** A local HTTPS push service with a self-signed certificate (web-push does not post to plain http). */
export async function startPushEndpoint(): Promise<PushEndpoint> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hk-push-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  const received: PushEndpoint['received'] = [];
  const respondWith = new Map<string, number>();
  const server = https.createServer(
    { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: Buffer.concat(chunks), headers: req.headers });
        res.writeHead(respondWith.get(req.url ?? '') ?? 201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    received,
    respondWith,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}
