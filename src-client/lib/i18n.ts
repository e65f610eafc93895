import { i18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MESSAGES } from '../../src-shared/errors';
import { VALIDATION } from '../../src-shared/auth.schemas';
import { PASSWORD_MIN_LENGTH, PIN_LENGTH } from '../../src-shared/limits';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const STORAGE_KEY = 'hk-locale';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  es: () => import('../locales/es/messages.po'),
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
  const { messages } = await catalogs[locale]();
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
 * The server speaks English (src-shared MESSAGES and VALIDATION); these are the texts the
 * client knows how to translate. Anything else shows as sent.
 */
const SERVER_TEXTS: Record<string, MessageDescriptor> = {
  [MESSAGES.invalidCredentials]: msg`Invalid email or password`,
  [MESSAGES.invalidPinCredentials]: msg`Invalid email or PIN`,
  [MESSAGES.accountPending]: msg`Your account is awaiting admin approval.`,
  [MESSAGES.accountRejected]: msg`Your account has been rejected. Please contact support.`,
  [MESSAGES.pinLocked]: msg`PIN login is locked after too many failed attempts. Sign in with your password to unlock it.`,
  [MESSAGES.noPinSet]: msg`Quick PIN login is not set up for this account`,
  [MESSAGES.tooManyAttempts]: msg`Too many failed attempts. Please try again later.`,
  [MESSAGES.emailTaken]: msg`An account with this email already exists`,
  [MESSAGES.adminExists]: msg`An admin account already exists. Ask an admin to create your account.`,
  [MESSAGES.adminCreated]: msg`Admin account created successfully!`,
  [MESSAGES.accountCreated]: msg`Account created! Waiting for admin approval.`,
  [MESSAGES.currentPasswordWrong]: msg`Current password is incorrect`,
  [MESSAGES.notSignedIn]: msg`You are not signed in`,
  [MESSAGES.forbidden]: msg`You do not have permission to do this`,
  [MESSAGES.notFound]: msg`Not found`,
  [MESSAGES.hotelNotFound]: msg`Hotel not found`,
  [MESSAGES.userNotFound]: msg`User not found`,
  [MESSAGES.crossOrigin]: msg`Cross-origin request refused`,
  [MESSAGES.jsonOnly]: msg`Request body must be JSON (Content-Type: application/json)`,
  [MESSAGES.noPin]: msg`No PIN is set`,
  [VALIDATION.email]: msg`Invalid email address`,
  [VALIDATION.passwordMin]: msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  [VALIDATION.fullName]: msg`Full name is required`,
  [VALIDATION.passwordRequired]: msg`Password is required`,
  [VALIDATION.pin]: msg`PIN must be exactly ${PIN_LENGTH} digits`,
  [VALIDATION.role]: msg`Please select a valid role`,
  'Something went wrong. Please try again.': msg`Something went wrong. Please try again.`,
};

/** Translates a known English server text; an unknown one shows as the text itself. */
export function translateServerMessage(text: string): string {
  const descriptor = SERVER_TEXTS[text];
  return descriptor ? i18n._(descriptor) : text;
}

export { i18n };
