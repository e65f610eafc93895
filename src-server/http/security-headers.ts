import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fastifyHelmet from '@fastify/helmet';

/**
 * What the built client needs and nothing more: its own scripts, styles, images, worker,
 * manifest and /trpc + /api fetches (SSE included), all same-origin.
 */
function contentSecurityPolicy(https: boolean) {
  return {
    useDefaults: false as const,
    directives: {
      'default-src': ["'self'"],
      // No inline scripts: index.html's early theme/locale script is a file (public/saved-preferences.js).
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      // Styles only: sonner and Radix (react-remove-scroll) insert <style> elements at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      // Only for an https deployment: on plain http (localhost, a hotel LAN address) it would break every asset.
      ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

export function helmetOptions(publicUrl: string) {
  const https = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: contentSecurityPolicy(https),
    xFrameOptions: { action: 'deny' as const },
    // Not no-referrer: the browser then sends `Origin: null` on some writes, which the Origin rule refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // A plain-http install cannot promise HTTPS; browsers ignore the header there anyway.
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/**
 * Browser features the app may use: the camera, for the app itself (room photos are coming);
 * everything powerful it does not use is denied, so a script that slipped in (or a page that
 * frames nothing, CSP already says) cannot ask for it. Only names Chromium knows: an unknown
 * one is a console warning on every page (each name checked in Chromium 156: 'bluetooth' is not one).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  ...[
    'accelerometer',
    'browsing-topics',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** Security headers on every response that passes Fastify's hooks. */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  await app.register(fastifyHelmet, helmetOptions(publicUrl));
  // Helmet has no Permissions-Policy of its own.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/**
 * The same headers as plain pairs, computed once by helmet itself, for the answers Fastify
 * writes before any hook runs (a malformed URL, an oversized request line).
 */
export function securityHeaderPairs(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(helmetOptions(publicUrl))({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}
