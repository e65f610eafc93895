import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { noNul } from './text.schemas';

/** DESIGN §17: the property-management systems the app syncs with. */
export const PMS_VENDORS = ['apaleo', 'mews', 'opera'] as const;
export type PmsVendor = (typeof PMS_VENDORS)[number];

export const PMS_MESSAGES = {
  vendor: 'PMS_VENDOR_INVALID',
  url: 'PMS_URL_INVALID',
  propertyId: 'PMS_PROPERTY_ID_REQUIRED',
  credential: 'PMS_CREDENTIAL_REQUIRED',
} as const;

/** The longest value of each field (issue 20 point 4): the schema's bounds, and the form's maxLength. */
export const PMS_LIMITS = { baseUrl: 2000, propertyId: 200, credential: 4000, webhookSecret: 500 } as const;

const text = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, message).refine(noNul, message);

/** A credential: sent once on saving, stored encrypted, never answered. */
const secret = text(PMS_MESSAGES.credential, PMS_LIMITS.credential);
/** The shared secret the PMS's webhooks carry (`?token=` or `X-Webhook-Token`); optional. */
const webhookSecret = z.string().trim().max(PMS_LIMITS.webhookSecret).refine(noNul).optional();

/** What each vendor authenticates with (the vendor's own names, camel-cased). */
export const pmsCredentials = {
  apaleo: z.object({ clientId: secret, clientSecret: secret, webhookSecret }),
  mews: z.object({ clientToken: secret, accessToken: secret, webhookSecret }),
  opera: z.object({ clientId: secret, clientSecret: secret, appKey: secret, webhookSecret }),
} as const;
export type PmsCredentials = { [V in PmsVendor]: z.infer<(typeof pmsCredentials)[V]> };
export type AnyPmsCredentials = PmsCredentials[PmsVendor];

const base = {
  hotelId: uuidSchema,
  baseUrl: text(PMS_MESSAGES.url, PMS_LIMITS.baseUrl).pipe(z.url({ error: PMS_MESSAGES.url, protocol: /^https?$/ })),
  propertyId: text(PMS_MESSAGES.propertyId, PMS_LIMITS.propertyId),
  enabled: z.boolean().default(true),
};

/** PUT /api/hotels/{hotelId}/pms: credentials may be left out to keep the saved ones (same vendor). */
export const savePmsInput = z.discriminatedUnion(
  'vendor',
  PMS_VENDORS.map((vendor) => z.object({ ...base, vendor: z.literal(vendor), credentials: pmsCredentials[vendor].optional() })) as [
    z.ZodObject<typeof base & { vendor: z.ZodLiteral<'apaleo'>; credentials: z.ZodOptional<(typeof pmsCredentials)['apaleo']> }>,
    z.ZodObject<typeof base & { vendor: z.ZodLiteral<'mews'>; credentials: z.ZodOptional<(typeof pmsCredentials)['mews']> }>,
    z.ZodObject<typeof base & { vendor: z.ZodLiteral<'opera'>; credentials: z.ZodOptional<(typeof pmsCredentials)['opera']> }>,
  ],
  { error: PMS_MESSAGES.vendor },
);
export type SavePmsInput = z.infer<typeof savePmsInput>;

export const hotelPmsInput = z.object({ hotelId: uuidSchema });

/** A connection as admins see it: never the credentials. */
export const pmsConnectionView = z.object({
  id: z.string(),
  hotelId: z.string(),
  vendor: z.enum(PMS_VENDORS),
  baseUrl: z.string(),
  propertyId: z.string(),
  enabled: z.boolean(),
  hasCredentials: z.boolean(),
  /** Where the PMS posts its webhooks (add `?token=<webhook secret>` when one is set). */
  webhookPath: z.string(),
  updatedAt: z.string(),
});
export type PmsConnectionView = z.infer<typeof pmsConnectionView>;

export const pmsConnectionAnswer = z.object({ connection: pmsConnectionView.nullable() });

export const pmsTestResult = z.object({ ok: z.boolean(), detail: z.string() });

export const PMS_PUSH_STATES = ['pending', 'delivered', 'failed', 'superseded'] as const;

export const pmsPushView = z.object({
  id: z.string(),
  roomId: z.string(),
  roomNumber: z.string(),
  roomStatus: z.string(),
  condition: z.string(),
  state: z.enum(PMS_PUSH_STATES),
  attempts: z.number(),
  lastStatus: z.number().nullable(),
  lastAnswer: z.string().nullable(),
  at: z.string(),
});
export type PmsPushView = z.infer<typeof pmsPushView>;

export const pmsLogEntry = z.object({ kind: z.string(), ok: z.boolean(), detail: z.string(), at: z.string() });

/** The integration log: recent pushes, pulls and webhooks, and the rooms whose last push failed ('PMS sync failed'). */
export const pmsLog = z.object({
  pushes: z.array(pmsPushView),
  events: z.array(pmsLogEntry),
  failedRooms: z.array(pmsPushView),
});
export type PmsLog = z.infer<typeof pmsLog>;

/**
 * A room the PMS did not take the latest condition of (issue 20 point 3): its push failed for
 * good (after the retries and backoff) and no later push went through. The manager's board
 * marks the room 'PMS sync failed' until one does.
 */
export const pmsSyncFailure = z.object({
  roomId: z.string(),
  roomNumber: z.string(),
  /** When the failed push was last tried. */
  failedAt: z.string(),
  /** The PMS's HTTP answer, null when there was none (network, timeout). */
  lastStatus: z.number().nullable(),
});
export type PmsSyncFailure = z.infer<typeof pmsSyncFailure>;
