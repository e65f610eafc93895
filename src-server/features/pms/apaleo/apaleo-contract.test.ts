import { describe, expect, it } from 'vitest';
import { apaleoContract } from './apaleo-contract';

const none = new URLSearchParams();
/** What the connector sends with every body. */
const json = { 'content-type': 'application/json' };

describe('Apaleo’s published definition', () => {
  it('refuses the requests the connector used to send: a bare array of conditions, bare dates', () => {
    expect(apaleoContract.checkRequest({ method: 'PUT', path: '/operations/v1/units-condition', query: none, headers: json, body: [{ unitId: 'MUC-101', condition: 'Clean' }] })).toEqual(['body must be object']);
    const bareDates = new URLSearchParams({ propertyIds: 'MUC', dateFilter: 'Stay', from: '2026-07-02', to: '2026-07-03', status: 'Confirmed,InHouse,CheckedOut' });
    expect(apaleoContract.checkRequest({ method: 'GET', path: '/booking/v1/reservations', query: bareDates, headers: {}, body: undefined })).toEqual([
      'query from must match format "date-time"',
      'query to must match format "date-time"',
    ]);
  });

  it('accepts what Apaleo documents, and names an operation it does not publish', () => {
    expect(apaleoContract.checkRequest({ method: 'PUT', path: '/operations/v1/units-condition', query: none, headers: json, body: { unitsConditions: [{ id: 'MUC-101', condition: 'CleanToBeInspected' }] } })).toEqual([]);
    expect(apaleoContract.checkRequest({ method: 'PATCH', path: '/operations/v1/maintenances/MUC-101-M1', query: none, headers: json, body: [{ op: 'replace', path: '/to', value: '2026-07-02T10:00:00+02:00' }] })).toEqual([]);
    expect(apaleoContract.checkRequest({ method: 'GET', path: '/inventory/v1/units', query: new URLSearchParams({ propertyId: 'MUC', pageSize: 'lots' }), headers: {}, body: undefined })).toEqual(['query pageSize must be integer']);
    expect(apaleoContract.checkRequest({ method: 'POST', path: '/operations/v1/units-condition', query: none, headers: {}, body: {} })).toEqual(['POST /operations/v1/units-condition is not a published operation']);
    expect(apaleoContract.checkAnswer('GET', '/inventory/v1/units', { status: 200, body: { units: [], count: 0, next: 2 } })).toEqual(['200 answer must NOT have additional properties: next']);
  });
});
