import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { textSchema } from './text.schemas';
import { LANGUAGES } from './languages';

export const subscribeInput = z.object({
  userId: uuidSchema.optional(),
  endpoint: textSchema({ max: 2000, trim: false })
    .pipe(z.url('Invalid push endpoint'))
    .refine((u) => u.startsWith('https://'), 'Push endpoints must use https'),
  p256dhKey: textSchema({ min: 1, max: 200, trim: false }),
  authKey: textSchema({ min: 1, max: 100, trim: false }),
  /** The device's language for notification texts; sent again when the user switches. */
  language: z.enum(LANGUAGES).default('en'),
});

/** What the service worker receives and shows for a new assignment. */
export const assignmentPush = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  roomNumbers: z.array(z.string()),
});
export type AssignmentPush = z.infer<typeof assignmentPush>;

/** Where a notification click opens the app: the housekeeper's own rooms. */
export const MY_ROOMS_URL = '/dashboard?tab=my-rooms';
