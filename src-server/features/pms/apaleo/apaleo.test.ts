import { describe, expect, it } from 'vitest';
import { mapCondition } from '../pms-mapping';
import { APALEO_MAPPING } from './apaleo-mapping';
import { apaleoConnector } from './apaleo.connector';

const ctx = { cleaningType: null, inspectionRequired: false };

describe('Apaleo', () => {
  it('maps our statuses to unit conditions and maintenances (DESIGN §17)', () => {
    expect(mapCondition(APALEO_MAPPING, { ...ctx, status: 'dirty' })).toBe('Dirty');
    expect(mapCondition(APALEO_MAPPING, { ...ctx, status: 'assigned' })).toBe('Dirty');
    expect(mapCondition(APALEO_MAPPING, { ...ctx, status: 'clean' })).toBe('Clean');
    expect(mapCondition(APALEO_MAPPING, { ...ctx, status: 'clean', inspectionRequired: true })).toBe('CleanToBeInspected');
    expect(mapCondition(APALEO_MAPPING, { ...ctx, status: 'inspected', inspectionRequired: true })).toBe('Clean');
    expect(mapCondition(APALEO_MAPPING, { ...ctx, status: 'out_of_service' })).toBe('OutOfService');
    expect(mapCondition(APALEO_MAPPING, { ...ctx, status: 'out_of_order' })).toBe('OutOfOrder');
    expect(mapCondition(APALEO_MAPPING, { ...ctx, status: 'pms_updated' })).toBeNull();
  });

  it('accepts a webhook only with its secret, and re-reads occupancy for reservation and unit events of its property', () => {
    const c = apaleoConnector({ baseUrl: 'https://api.apaleo.com', propertyId: 'MUC' }, { clientId: 'a', clientSecret: 'b', webhookSecret: 's3cret' });
    const hook = (token: string, body: unknown) => c.handleWebhook({ headers: {}, query: { token }, body });
    expect(hook('nope', { topic: 'Reservation' })).toEqual({ accepted: false, reason: 'Webhook secret does not match' });
    expect(hook('s3cret', { topic: 'Reservation', type: 'checked-out', propertyId: 'MUC' })).toMatchObject({ accepted: true, refreshOccupancy: true });
    expect(hook('s3cret', { topic: 'Folio', type: 'created', propertyId: 'MUC' })).toMatchObject({ accepted: true, refreshOccupancy: false });
    expect(hook('s3cret', { topic: 'Reservation', propertyId: 'BER' })).toMatchObject({ accepted: true, refreshOccupancy: false });
  });
});
