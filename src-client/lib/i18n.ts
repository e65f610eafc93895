import { i18n, type Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { msg } from '@lingui/core/macro';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const STORAGE_KEY = 'hk-locale';

type Catalog = () => Promise<{ messages: Messages }>;

/** One catalog per area (see lingui.config.ts), merged into one table per language. */
const catalogs: Record<Locale, Catalog[]> = {
  en: [
    () => import('../locales/en/messages.po'),
    () => import('../locales/en/admin.po'),
    () => import('../locales/en/rooms.po'),
    () => import('../locales/en/housekeeper.po'),
  ],
  es: [
    () => import('../locales/es/messages.po'),
    () => import('../locales/es/admin.po'),
    () => import('../locales/es/rooms.po'),
    () => import('../locales/es/housekeeper.po'),
  ],
};

function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** English unless the user chose otherwise on this device (spec §9). */
export function rememberedLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export async function activateLocale(locale: Locale): Promise<void> {
  const parts = await Promise.all(catalogs[locale].map((load) => load()));
  const messages = Object.assign({}, ...parts.map((p) => p.messages)) as Messages;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function nextLocale(current: string): Locale {
  return current === 'es' ? 'en' : 'es';
}

/**
 * The server speaks English (src-shared MESSAGES and VALIDATION). A server text is
 * translated when some `msg` in the client carries the same English text, since the
 * catalog id is the hash of that text; each feature lists the server texts it shows
 * (like this list for the core ones) so extraction puts them in the catalog.
 */
export const CORE_SERVER_TEXTS = [
  msg`Invalid email or password`,
  msg`Invalid email or PIN`,
  msg`Your account is awaiting admin approval.`,
  msg`Your account has been rejected. Please contact support.`,
  msg`PIN login is locked after too many failed attempts. Sign in with your password to unlock it.`,
  msg`Quick PIN login is not set up for this account`,
  msg`Too many failed attempts. Please try again later.`,
  msg`An account with this email already exists`,
  msg`An admin account already exists. Ask an admin to create your account.`,
  msg`Admin account created successfully!`,
  msg`Account created! Waiting for admin approval.`,
  msg`Current password is incorrect`,
  msg`Enter your current password to change your email`,
  msg`This device is already subscribed for another account`,
  msg`Text cannot contain a NUL character`,
  msg`This field is required`,
  msg`Please choose a date between 2000-01-01 and 2100-12-31`,
  msg`You are not signed in`,
  msg`You do not have permission to do this`,
  msg`Not found`,
  msg`Hotel not found`,
  msg`User not found`,
  msg`Cross-origin request refused`,
  msg`Request body must be JSON (Content-Type: application/json)`,
  msg`No PIN is set`,
  msg`Invalid email address`,
  msg`Password must be at least 8 characters`,
  msg`Full name is required`,
  msg`Password is required`,
  msg`PIN must be exactly 4 digits`,
  msg`Please select a valid role`,
  msg`Something went wrong. Please try again.`,
];

/** Translates a known English server text; an unknown one shows as the text itself. */
export function translateServerMessage(text: string): string {
  const id = generateMessageId(text);
  return i18n.messages[id] === undefined ? text : i18n._({ id, message: text });
}

export { i18n };
