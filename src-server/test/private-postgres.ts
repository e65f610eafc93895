import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A port nothing listens on at the moment (the kernel's pick). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` OS user. */
function asPostgres(tool: string, args: string[]): [string, string[]] {
  const bin = path.join(BIN, tool);
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

export interface PrivatePostgres {
  url: string;
  /** `pg_ctl restart -m fast`: resolves once the server accepts connections again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (immediately) and deletes its files. */
  remove(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster of its own (initdb in a temp folder, trust auth, a free
 * port on 127.0.0.1), for tests that stop or restart the database: the machine's shared
 * cluster is used by other suites at the same time and must never be restarted.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hk-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    fs.chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const pgCtl = async (...args: string[]) => {
    const [cmd, argv] = asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), ...args]);
    await run(cmd, argv, { timeout: 30_000 });
  };
  // Sockets in the temp folder too: nothing shared with the machine's own cluster.
  const start = () => pgCtl('-w', '-t', '30', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');
  // If the test run dies before remove(), do not leave a server running.
  const stopNow = () => {
    try {
      const [cmd, argv] = asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      execFileSync(cmd, argv, { stdio: 'ignore', timeout: 10_000 });
    } catch {
      // not running
    }
  };
  process.once('exit', stopNow);
  try {
    const [cmd, argv] = asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
    await run(cmd, argv, { timeout: 60_000 });
    await start();
  } catch (error) {
    stopNow();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-w', '-t', '30', '-m', 'fast', 'restart'),
    stop: () => pgCtl('-w', '-t', '30', '-m', 'fast', 'stop'),
    start,
    async remove() {
      process.off('exit', stopNow);
      stopNow();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
