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
  enterpriseId: 'PMS_ENTERPRISE_ID_INVALID',
} as const;

/** The longest value of each field (issue 20 point 4): the schema's bounds, and the form's maxLength. */
export const PMS_LIMITS = { baseUrl: 2000, propertyId: 200, credential: 4000, webhookSecret: 500, enterpriseId: 8 } as const;

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

/**
 * OHIP's enterpriseId (oauth.json: `^[A-Z0-9]{1,8}$`), which OPERA Cloud on an OCIM
 * environment needs to sign in; optional, empty meaning none. Not a secret: answered back.
 */
const enterpriseId = z
  .string({ error: PMS_MESSAGES.enterpriseId })
  .trim()
  .regex(/^[A-Z0-9]{0,8}$/, PMS_MESSAGES.enterpriseId)
  .transform((v) => v || null)
  .nullish();

const base = {
  hotelId: uuidSchema,
  baseUrl: text(PMS_MESSAGES.url, PMS_LIMITS.baseUrl).pipe(z.url({ error: PMS_MESSAGES.url, protocol: /^https?$/ })),
  propertyId: text(PMS_MESSAGES.propertyId, PMS_LIMITS.propertyId),
  enabled: z.boolean().default(true),
};

/** PUT /api/hotels/{hotelId}/pms: credentials may be left out to keep the saved ones (same vendor). */
export const savePmsInput = z.discriminatedUnion(
  'vendor',
  [
    z.object({ ...base, vendor: z.literal('apaleo'), credentials: pmsCredentials.apaleo.optional() }),
    z.object({ ...base, vendor: z.literal('mews'), credentials: pmsCredentials.mews.optional() }),
    z.object({ ...base, vendor: z.literal('opera'), credentials: pmsCredentials.opera.optional(), enterpriseId }),
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
  /** OPERA on OCIM: OHIP's enterpriseId; null otherwise. */
  enterpriseId: z.string().nullable(),
  enabled: z.boolean(),
  hasCredentials: z.boolean(),
  /** Where the PMS posts its webhooks (add `?token=<webhook secret>` when one is set). */
  webhookPath: z.string(),
  /** The full address to paste into the vendor's console, its secret included; null when the saved credentials cannot be opened. */
  webhookUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type PmsConnectionView = z.infer<typeof pmsConnectionView>;

export const pmsConnectionAnswer = z.object({ connection: pmsConnectionView.nullable() });

/**
 * 'Test connection': whether it worked, what happened as a reason and its values (the client
 * shows it in the reader's language), and the same in English (`detail`, as the log keeps it).
 */
export const pmsTestResult = z.object({ ok: z.boolean(), reason: z.string(), values: z.record(z.string(), z.string()), detail: z.string() });

/** A difference fixed one way or the other: whether it worked, and what the PMS said. */
export const pmsFixResult = z.object({ ok: z.boolean(), detail: z.string() });

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

/** Why a read, a push or a test failed (DESIGN §19), for the admin's words: the vendor's own answer goes beside it. */
export const PMS_FAILURE_REASONS = ['refused', 'rate_limited', 'vendor_error', 'unreachable', 'address_refused'] as const;
export type PmsFailureReason = (typeof PMS_FAILURE_REASONS)[number];

/** 'Sync you can trust' (DESIGN §19): when the PMS last took a read and a push, what waits, and what failed lately and why. */
export const pmsSyncStatus = z.object({
  lastPullAt: z.string().nullable(),
  lastPushAt: z.string().nullable(),
  /** Pushes the PMS has not taken yet, and how long the oldest has waited (0 when none). */
  pendingPushes: z.number(),
  lagSeconds: z.number(),
  /** The latest read or test: whether the PMS answered at all (null before the first). */
  reachable: z.boolean().nullable(),
  /** The last day's failures grouped by what failed and why, each with the latest answer. */
  failures: z.array(
    z.object({
      what: z.enum(['push', 'pull', 'test']),
      reason: z.enum(PMS_FAILURE_REASONS),
      count: z.number(),
      lastAt: z.string(),
      answer: z.string(),
    }),
  ),
});
export type PmsSyncStatus = z.infer<typeof pmsSyncStatus>;

/** A room whose condition in the PMS differs from ours (DESIGN §19), in the vendor's terms both. */
export const pmsDifference = z.object({
  id: z.string(),
  roomId: z.string(),
  roomNumber: z.string(),
  ours: z.string(),
  theirs: z.string(),
  foundAt: z.string(),
  /** Whether one of our statuses stands for the PMS's condition (else only 'push ours' fixes it). */
  canTakeTheirs: z.boolean(),
});
export type PmsDifference = z.infer<typeof pmsDifference>;

export const pmsDifferences = z.object({ comparedAt: z.string().nullable(), differences: z.array(pmsDifference) });

export const fixPmsDifferenceInput = z.object({ hotelId: uuidSchema, differenceId: uuidSchema, keep: z.enum(['ours', 'theirs']) });

export const pmsLogEntry = z.object({ kind: z.string(), ok: z.boolean(), detail: z.string(), at: z.string() });

/** The integration log: recent pushes, pulls and webhooks, and the rooms whose last push failed ('PMS sync failed'). */
export const pmsLog = z.object({
  pushes: z.array(pmsPushView),
  events: z.array(pmsLogEntry),
  failedRooms: z.array(pmsPushView),
  sync: pmsSyncStatus,
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
