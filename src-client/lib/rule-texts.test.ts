import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '@lingui/core';
import { isErrorReason, reasonMessage } from '../../src-shared/error-reasons';
import { API_TOKEN_NAME_MAX } from '../../src-shared/api-tokens.schemas';
import { signupInput } from '../../src-shared/auth.schemas';
import { FIRST_DAY, LAST_DAY } from '../../src-shared/date.schemas';
import { createHotelInput } from '../../src-shared/hotels.schemas';
import { PMS_VENDORS } from '../../src-shared/pms.schemas';
import { RECURRING_EVERY_MAX } from '../../src-shared/recurring-tasks.schemas';
import { NOTE_MAX_LENGTH, PASSWORD_MIN_LENGTH, PIN_LENGTH } from '../../src-shared/limits';
import { ROOM_NUMBER_MAX_LENGTH } from '../../src-shared/room-list';
import { WEBHOOK_URL_MAX } from '../../src-shared/webhooks.schemas';
import { textSchema } from '../../src-shared/text.schemas';
import { PHOTO_LIMITS } from '../../src-shared/work-orders.schemas';
import { MAX_CREDITS, MAX_HOUSEKEEPERS_PER_PLAN, MAX_SHIFT_CREDITS, MAX_SQUARE_FEET } from '../../src-shared/workload.schemas';
import { messages as en } from '../locales/en/messages';
import { messages as es } from '../locales/es/messages';
import { validate } from './forms';

const SHARED = path.resolve(import.meta.dirname, '../../src-shared');
const schemaSources = fs
  .readdirSync(SHARED)
  .filter((name) => name.endsWith('.schemas.ts'))
  .map((name) => fs.readFileSync(path.join(SHARED, name), 'utf8'))
  .join('\n');

/** The codes the shared schemas give as a rule's message ('NAME_REQUIRED'). */
const RULE_CODES = [...new Set([...schemaSources.matchAll(/'([A-Z]{2,}(?:_[A-Z0-9]+)+)'/g)].map((m) => m[1]!))];

describe('the shared schemas name their rules by reason', () => {
  beforeAll(() => {
    i18n.load({ en, es });
  });

  // REASON_TEXTS (src-shared/error-reasons.ts) words every reason; its catalog ids are read here.
  it('gives only codes of the reason table, each worded in the client catalogs', () => {
    expect(RULE_CODES.length).toBeGreaterThan(40);
    expect(RULE_CODES.filter((code) => !isErrorReason(code))).toEqual([]);
    const values = { max: '9' };
    for (const code of RULE_CODES.filter(isErrorReason)) {
      i18n.activate('en');
      expect(i18n._({ id: `reason.${code}`, values }), code).toBe(reasonMessage(code, values));
      i18n.activate('es');
      expect(es[`reason.${code}`], code).toBeDefined();
      expect(i18n._({ id: `reason.${code}`, values }), code).not.toBe(reasonMessage(code, values));
    }
  });

  it('keeps the English of each rule in step with the limits it names', () => {
    expect(reasonMessage('PASSWORD_TOO_SHORT')).toContain(` ${PASSWORD_MIN_LENGTH} `);
    expect(reasonMessage('PIN_FORMAT')).toContain(` ${PIN_LENGTH} `);
    expect(reasonMessage('TOKEN_NAME_TOO_LONG')).toContain(` ${API_TOKEN_NAME_MAX} `);
    expect(reasonMessage('DATE_OUT_OF_RANGE')).toBe(`Please choose a date between ${FIRST_DAY} and ${LAST_DAY}`);
    expect(reasonMessage('PMS_VENDOR_INVALID')).toBe(`Vendor must be one of ${PMS_VENDORS.join(', ')}`);
    expect(reasonMessage('REPEAT_DAYS_INVALID')).toContain(` ${RECURRING_EVERY_MAX} `);
    expect(reasonMessage('NOTE_TOO_LONG')).toContain(` ${NOTE_MAX_LENGTH} `);
    expect(reasonMessage('ROOM_NUMBER_TOO_LONG')).toContain(` ${ROOM_NUMBER_MAX_LENGTH} `);
    expect(reasonMessage('WEBHOOK_URL_TOO_LONG')).toContain(` ${WEBHOOK_URL_MAX} `);
    expect(reasonMessage('CREDITS_TOO_HIGH')).toMatch(new RegExp(` ${MAX_CREDITS}$`));
    expect(reasonMessage('SQUARE_FEET_TOO_HIGH')).toMatch(new RegExp(` ${MAX_SQUARE_FEET}$`));
    expect(reasonMessage('SHIFT_CREDITS_TOO_HIGH')).toMatch(new RegExp(` ${MAX_SHIFT_CREDITS}$`));
    expect(reasonMessage('SHIFT_TOO_MANY_PEOPLE')).toContain(` ${MAX_HOUSEKEEPERS_PER_PLAN} `);
    expect(reasonMessage('PHOTO_DATA_TOO_LARGE')).toContain(` ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`);
  });

  it('reads a schema failure in the user language', () => {
    const signup = { email: 'not an email', password: 'short', fullName: '', role: 'housekeeper' };
    i18n.activate('es');
    const spanish = validate(signupInput, signup).errors!;
    expect(spanish.email).toBe('Correo electrónico no válido');
    expect(spanish.fullName).toBe('El nombre completo es obligatorio');
    expect(validate(createHotelInput, { name: '', timezone: 'Nowhere/City', rooms: '101' }).errors!.name).toBe('El nombre del hotel es obligatorio');
    i18n.activate('en');
    const english = validate(signupInput, signup).errors!;
    expect(english.email).toBe('Invalid email address');
    expect(english.password).toBe('Password must be at least 8 characters');
    i18n.activate('es');
    // A size rule's limit fills the slot of its wording.
    expect(validate(z.object({ note: textSchema({ max: 5 }) }), { note: 'abcdef' }).errors!.note).toBe('El texto puede tener como máximo 5 caracteres');
  });
});
