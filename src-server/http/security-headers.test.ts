import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../test/test-db';
import { ORIGIN, useTestApp } from '../test/test-app';
import { send } from '../test/http-checks';
import { makeClientDir } from '../test/client-fixture';
import { PERMISSIONS_POLICY, securityHeaderPairs } from './security-headers';

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(csp.split(';').filter((d) => d.trim()).map((d) => {
    const [name, ...values] = d.trim().split(/\s+/);
    return [name!, values];
  }));
}

/** DESIGN §15: a CSP without inline scripts that forbids framing, nosniff and a Referrer-Policy. */
function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const csp = directives(res);
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['x-powered-by'], what).toBeUndefined();
  expect(res.headers['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
}

/** The Permissions-Policy as feature → allow list. */
function permissions(header: string): Map<string, string> {
  return new Map(header.split(',').map((item) => {
    const [feature, allow] = item.trim().split('=');
    return [feature!, allow!];
  }));
}

describe.each(testDatabases())('security headers on %s', (kind) => {
  const clientDir = makeClientDir();
  const t = useTestApp(kind, { clientDir });
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

  it('every kind of answer carries them: API, tRPC, refusals, framework errors, the client files', async () => {
    const answers: [string, LightMyRequestResponse][] = [
      ['REST 401', await send(t.app, 'GET', '/api/auth/session')],
      ['REST 200', await send(t.app, 'GET', '/api/push/vapid-public-key')],
      ['tRPC', await send(t.app, 'GET', '/trpc/auth.session')],
      ['403 foreign origin', await send(t.app, 'POST', '/api/auth/logout', { origin: 'https://evil.example' })],
      ['415', await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain', origin: ORIGIN }, payload: 'x' })],
      ['400 bad JSON', await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' })],
      ['400 bad URL', await send(t.app, 'GET', '/api/%zz')],
      ['414', await send(t.app, 'GET', `/trpc/${'a'.repeat(6000)}`)],
      ['404', await send(t.app, 'GET', '/api/nothing-here')],
      ['index.html', await send(t.app, 'GET', '/')],
      ['client route', await send(t.app, 'GET', '/dashboard')],
      ['hashed asset', await send(t.app, 'GET', '/assets/index-Bx3kQ9aZ.js')],
      ['service worker', await send(t.app, 'GET', '/service-worker.js')],
    ];
    for (const [what, res] of answers) expectSecurityHeaders(res, what);
  });

  it('styles may be inline (run-time <style> of sonner and Radix); nothing else is loosened', async () => {
    const csp = directives(await send(t.app, 'GET', '/'));
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const [name, values] of csp) {
      if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
      expect(values, name).not.toContain('*');
    }
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
  });

  it('on plain http, no HSTS and no upgrade-insecure-requests (a LAN install would lose every asset)', async () => {
    const res = await send(t.app, 'GET', '/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(directives(res).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('Permissions-Policy', () => {
  it('allows the camera to the app itself and denies the powerful features it does not use', () => {
    const policy = permissions(PERMISSIONS_POLICY);
    expect(policy.get('camera')).toBe('(self)');
    for (const feature of ['geolocation', 'microphone', 'payment', 'usb', 'serial', 'hid', 'display-capture', 'midi']) {
      expect(policy.get(feature), feature).toBe('()');
    }
    for (const [feature, allow] of policy) expect(['()', '(self)'], feature).toContain(allow);
  });
});

describe('security headers of an https deployment', () => {
  it('adds HSTS and upgrade-insecure-requests', () => {
    const headers = securityHeaderPairs('https://hotel.example');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('the client page', () => {
  it('has no inline script, which the CSP would block (the early theme script is a file)', () => {
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attributes, body] of scripts) {
      expect(attributes, tag).toMatch(/\ssrc=/);
      expect(body!.trim(), tag).toBe('');
    }
    expect(html).toMatch(/<head>[\s\S]*<script src="\/saved-preferences\.js"><\/script>[\s\S]*<\/head>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
