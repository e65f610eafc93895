import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './private-postgres';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything it printed, for failure messages. */
  output(): string;
  /** Kills it if it still runs and waits for it to be gone. */
  stop(): Promise<void>;
}

/**
 * Starts the real server (src-server/main.ts: migrate, listen, signal handling) in a child
 * process on a free port of 127.0.0.1, and waits until /healthz answers.
 */
export async function startServerProcess(env: { DATABASE_URL: string } & Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  const server: ServerProcess = {
    baseUrl,
    child,
    exited,
    output: () => printed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  // Generous: on a 2-core machine shared with other work, a start (tsx, migrations) took over 60 s.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was up:\n${printed}`);
    const up = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server not up within 180 s:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs in over real HTTP and returns the session cookie (name=value). */
export async function signInAt(baseUrl: string, email: string, password = 'password123'): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(10_000),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie;
}
