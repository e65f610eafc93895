import { describe, expect, it } from 'vitest';
import { vendorContract, type ApiDocument } from './vendor-contract';

/** A vendor publishing OpenAPI 3 (as OHIP does): components, requestBody, content by media type. */
const OPENAPI_3 = {
  openapi: '3.0.1',
  paths: {
    '/rooms/{roomId}/status': {
      parameters: [{ in: 'path', name: 'roomId', required: true, schema: { type: 'string' } }],
      put: {
        operationId: 'putStatus',
        parameters: [
          { in: 'query', name: 'limit', schema: { type: 'integer', maximum: 200 } },
          { in: 'header', name: 'x-hotelid', required: true, schema: { type: 'string' } },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Status' } } } },
        responses: {
          '200': { description: 'Done', content: { 'application/json': { schema: { $ref: '#/components/schemas/Status' } } } },
          default: { description: 'Error', content: { 'application/json': { schema: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } } } } },
        },
      },
    },
    '/rooms/summary': { put: { operationId: 'putSummary', responses: { '204': { description: 'Done' } } } },
  },
  components: { schemas: { Status: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['Clean', 'Dirty'] }, note: { type: 'string', nullable: true } }, additionalProperties: false } } },
} as unknown as ApiDocument;

describe('A vendor’s published definition as a contract, open as published', () => {
  const contract = vendorContract([OPENAPI_3]);
  const put = (path: string, query: string, headers: Record<string, string>, body: unknown) =>
    contract.checkRequest({ method: 'PUT', path, query: new URLSearchParams(query), headers: { 'content-type': 'application/json', ...headers }, body });

  it('finds the operation by its path, a literal path before a templated one', () => {
    expect(contract.operationId('PUT', '/rooms/101/status')).toBe('putStatus');
    expect(contract.operationId('PUT', '/rooms/summary')).toBe('putSummary');
    expect(contract.operationId('GET', '/rooms/101/status')).toBeNull();
  });

  it('checks an OpenAPI 3 request: body by its media type, query by its schema, required headers, unknown query parameters', () => {
    expect(put('/rooms/101/status', 'limit=20', { 'X-HotelId': 'H1' }, { status: 'Clean', note: null })).toEqual([]);
    expect(put('/rooms/101/status', 'limit=500&offset=2', {}, { status: 'Inspected' })).toEqual([
      'query offset is not published',
      'query limit must be <= 200',
      'header x-hotelid is required',
      'body/status must be equal to one of the allowed values (Clean, Dirty)',
    ]);
    expect(put('/rooms/101/status', '', { 'x-hotelid': 'H1' }, undefined)).toEqual(['body is required']);
    expect(put('/rooms/summary', '', {}, { status: 'Clean' })).toEqual(['the operation takes no body']);
  });

  it('checks an answer against the schema published for its status, or the default one', () => {
    expect(contract.checkAnswer('PUT', '/rooms/101/status', { status: 200, body: { status: 'Dirty' } })).toEqual([]);
    expect(contract.checkAnswer('PUT', '/rooms/101/status', { status: 409, body: { detail: 'Locked' } })).toEqual(["409 answer must have required property 'title'"]);
    expect(contract.checkAnswer('PUT', '/rooms/summary', { status: 200 })).toEqual(['putSummary publishes no 200 answer']);
  });
});

/** A definition that publishes no additionalProperties, read closed (as OHIP's are: opera-contract.test.ts). */
const openApi3 = {
  openapi: '3.0.1',
  paths: {
    '/units/{id}/condition': {
      put: {
        operationId: 'setCondition',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
          { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } },
        ],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Condition' } } } },
        responses: { '204': { description: 'Done' }, '400': { description: 'Bad', content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Condition: { type: 'object', required: ['condition'], properties: { condition: { type: 'string', enum: ['Clean', 'Dirty'] } } },
      Problem: { type: 'object', required: ['messages'], properties: { messages: { type: 'array', items: { type: 'string' } } } },
    },
  },
};

describe('A vendor’s published definition read closed', () => {
  const contract = vendorContract([openApi3], { closed: true });
  const request = (over: Partial<Parameters<typeof contract.checkRequest>[0]> = {}) => ({
    method: 'PUT',
    path: '/units/U1/condition',
    query: new URLSearchParams('dryRun=false'),
    headers: { 'idempotency-key': '5b1c3f0e-2a4d-4c8e-9f10-7a6b5c4d3e2f', 'content-type': 'application/json' },
    body: { condition: 'Clean' },
    ...over,
  });

  it('accepts a request as the OpenAPI 3 definition publishes it, and names what it refuses', () => {
    expect(contract.operationId('PUT', '/units/U1/condition')).toBe('setCondition');
    expect(contract.checkRequest(request())).toEqual([]);
    expect(contract.checkRequest(request({ body: [{ unitId: 'U1', condition: 'Clean' }] }))).toEqual(['body must be object']);
    expect(contract.checkRequest(request({ body: { condition: 'Clean', unitId: 'U1' } }))).toEqual(['body must NOT have additional properties: unitId']);
    expect(contract.checkRequest(request({ query: new URLSearchParams('dryRun=maybe'), headers: { 'content-type': 'text/plain' } }))).toEqual([
      'query dryRun must be boolean',
      'header Idempotency-Key is required',
      'content-type text/plain is not one of application/json',
    ]);
    expect(contract.checkRequest(request({ method: 'DELETE' }))).toEqual(['DELETE /units/U1/condition is not a published operation']);
  });

  it('checks an answer against the status the definition publishes for it', () => {
    expect(contract.checkAnswer('PUT', '/units/U1/condition', { status: 204 })).toEqual([]);
    expect(contract.checkAnswer('PUT', '/units/U1/condition', { status: 400, body: { messages: ['Unit is occupied'] } })).toEqual([]);
    expect(contract.checkAnswer('PUT', '/units/U1/condition', { status: 400, body: { message: 'Unit is occupied' } })).toEqual(["400 answer must have required property 'messages'", '400 answer must NOT have additional properties: message']);
    expect(contract.checkAnswer('PUT', '/units/U1/condition', { status: 409, body: {} })).toEqual(['setCondition publishes no 409 answer']);
  });
});

/** A Swagger 2 definition as OHIP writes one: a base path, shared parameters and answers by `$ref`. */
const swagger2 = {
  swagger: '2.0',
  basePath: '/hsk/v1',
  consumes: ['application/json'],
  paths: {
    '/rooms': {
      get: {
        operationId: 'getRooms',
        parameters: [
          { $ref: '#/parameters/hotelId' },
          { name: 'roomId', in: 'query', type: 'array', items: { type: 'string', pattern: '^[0-9]+$' }, collectionFormat: 'multi' },
          { name: 'floor', in: 'query', type: 'array', items: { type: 'integer' } },
          { name: 'from', in: 'query', type: 'string', format: 'date', maxLength: 8 },
        ],
        responses: { '200': { $ref: '#/responses/Rooms' } },
      },
    },
    // Published before the literal path it also matches.
    '/rooms/{roomId}': { get: { operationId: 'getRoom', responses: { '200': { description: 'A room' } } } },
    '/rooms/dirty': { get: { operationId: 'getDirtyRooms', responses: { '200': { description: 'Dirty rooms' } } } },
  },
  parameters: { hotelId: { name: 'x-hotelid', in: 'header', required: true, type: 'string', pattern: '^[A-Z0-9]+$' } },
  responses: { Rooms: { description: 'Rooms', schema: { $ref: '#/definitions/Rooms' } } },
  definitions: { Rooms: { type: 'object', properties: { rooms: { type: 'array', items: { type: 'string' } } } } },
};

describe('A vendor’s Swagger 2 definition with its base path, shared parameters and answers', () => {
  const get = (c: ReturnType<typeof vendorContract>, query: string, headers: Record<string, string> = { 'x-hotelid': 'H1' }) => c.checkRequest({ method: 'GET', path: '/hsk/v1/rooms', query: new URLSearchParams(query), headers, body: undefined });

  it('finds the operation under the base path and reads a parameter published by reference', () => {
    const contract = vendorContract([swagger2]);
    expect(contract.operationId('GET', '/hsk/v1/rooms')).toBe('getRooms');
    expect(contract.operationId('GET', '/rooms')).toBeNull();
    expect(contract.operationId('GET', '/hsk/v1/rooms/dirty')).toBe('getDirtyRooms');
    expect(contract.operationId('GET', '/hsk/v1/rooms/101')).toBe('getRoom');
    expect(get(contract, '', { 'x-hotelid': 'h-1' })).toEqual(['header x-hotelid must match pattern "^[A-Z0-9]+$"']);
    expect(get(contract, '', {})).toEqual(['header x-hotelid is required']);
  });

  it('reads an array as repeated parameters when published `multi`, else as one comma-separated value', () => {
    const contract = vendorContract([swagger2]);
    expect(get(contract, 'roomId=101&roomId=102&floor=1,2')).toEqual([]);
    expect(get(contract, 'floor=1,two')).toEqual(['query floor/1 must be integer']);
    expect(get(contract, 'roomId=101,102')).toEqual(['query roomId/0 must match pattern "^[0-9]+$"']);
  });

  it('mends a contradictory schema with errata before compiling, and only then', () => {
    expect(get(vendorContract([swagger2]), 'from=2026-07-02')).toEqual(['query from must NOT have more than 8 characters']);
    const mended = vendorContract([swagger2], { errata: (s) => s.format === 'date' && s.maxLength === 8 && delete s.maxLength });
    expect(get(mended, 'from=2026-07-02')).toEqual([]);
    expect(get(mended, 'from=2026-02-30')).toEqual(['query from must match format "date"']);
    expect(swagger2.paths['/rooms'].get.parameters[3]).toMatchObject({ maxLength: 8 });
  });

  it('checks an answer published by reference, closed when asked, and answers documented outside the definition', () => {
    const open = vendorContract([swagger2]);
    expect(open.checkAnswer('GET', '/hsk/v1/rooms', { status: 200, body: { rooms: ['101'], total: 1 } })).toEqual([]);
    expect(open.checkAnswer('GET', '/hsk/v1/rooms', { status: 200 })).toEqual(['200 answer body is missing']);
    expect(open.checkAnswer('GET', '/hsk/v1/rooms', { status: 429 })).toEqual(['getRooms publishes no 429 answer']);
    const closed = vendorContract([swagger2], { closed: true, alsoPublished: { '429': { description: 'Too Many Requests' } } });
    expect(closed.checkAnswer('GET', '/hsk/v1/rooms', { status: 200, body: { rooms: ['101'], total: 1 } })).toEqual(['200 answer must NOT have additional properties: total']);
    expect(closed.checkAnswer('GET', '/hsk/v1/rooms', { status: 429 })).toEqual([]);
  });
});
