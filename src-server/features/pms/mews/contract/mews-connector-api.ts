/**
 * The Mews Connector API as Mews publishes it, kept as the contract our connector and our
 * stand-in are held to (DESIGN §19). Mews publishes documentation pages, not a schema: these
 * JSON Schema shapes are written from the pages' request and response tables ("required" /
 * "optional", "max 1000 items", enumerations), nothing added.
 *
 * Source: github.com/MewsSystems/gitbook-connector-api, commit
 * e8732c7d48b3df39e5a39fc459f56beab541158a (2026-01-27), pages:
 *   operations/resources.md        Get all resources, Update resources, Resource state
 *   operations/resourceblocks.md   Get all / Add / Delete resource blocks, Resource block type
 *   operations/reservations.md     Get all reservations (ver 2023-06-06), Service order state
 *   operations/_objects.md         Time interval, String update value, Activity state
 *   guidelines/pagination.md       Limitation { Cursor, Count 1..1000 }, Cursor in answers
 *   guidelines/responses.md        error body { Message, RequestId, Details }
 *   guidelines/requests.md, guidelines/environments.md   429 with Retry-After; 200 requests per AccessToken in 30 s
 *   concepts/multi-property.md     Portfolio Access Tokens and EnterpriseIds
 * Requests are closed (additionalProperties: false): a field Mews does not document is a defect.
 * Answers are open: Mews may add fields, as its pages say of their examples.
 */

type Schema = Record<string, unknown>;

const str: Schema = { type: 'string' };
const optStr: Schema = { type: ['string', 'null'] };
const bool: Schema = { type: 'boolean' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const optDateTime: Schema = { type: ['string', 'null'], format: 'date-time' };
const ids = (max = 1000): Schema => ({ type: 'array', items: str, maxItems: max });

/** operations/resources.md, "Resource state". */
export const MEWS_RESOURCE_STATES = ['Dirty', 'Clean', 'Inspected', 'OutOfService', 'OutOfOrder'] as const;
/** operations/resourceblocks.md, "Resource block type". */
export const MEWS_BLOCK_TYPES = ['OutOfOrder', 'InternalUse'] as const;
/** operations/reservations.md, "Service order state". */
export const MEWS_RESERVATION_STATES = ['Inquired', 'Confirmed', 'Started', 'Processed', 'Canceled', 'Optional', 'Requested'] as const;
/** operations/_objects.md, "Activity state". */
const ACTIVITY_STATES = ['Deleted', 'Active'];
/** The pages' limit on list filters and batches ("max 1000 items") and on Limitation.Count. */
export const MEWS_MAX_ITEMS = 1000;
/** "max length 3 months" of every time-interval filter. */
export const MEWS_MAX_INTERVAL_MONTHS = 3;

/** guidelines/pagination.md, "Limitation". */
const limitation: Schema = {
  type: 'object',
  required: ['Count'],
  additionalProperties: false,
  properties: { Cursor: optStr, Count: { type: 'integer', minimum: 1, maximum: MEWS_MAX_ITEMS } },
};

/** operations/_objects.md, "Time interval". */
const timeInterval: Schema = {
  type: 'object',
  required: ['StartUtc', 'EndUtc'],
  additionalProperties: false,
  properties: { StartUtc: dateTime, EndUtc: dateTime },
};

/** operations/_objects.md, "String update value". */
const stringUpdate = (value: Schema = optStr): Schema => ({ type: ['object', 'null'], required: ['Value'], additionalProperties: false, properties: { Value: value } });

/** Every operation's body starts with the three credentials (guidelines/authentication.md, each operation's table). */
function request(required: string[], properties: Record<string, Schema>): Schema {
  return {
    type: 'object',
    required: ['ClientToken', 'AccessToken', 'Client', ...required],
    additionalProperties: false,
    properties: { ClientToken: str, AccessToken: str, Client: str, ...properties },
  };
}

const resource: Schema = {
  type: 'object',
  required: ['Id', 'EnterpriseId', 'IsActive', 'Name', 'State', 'Descriptions', 'CreatedUtc', 'UpdatedUtc', 'Data', 'ExternalNames', 'Directions'],
  properties: {
    Id: str,
    EnterpriseId: str,
    IsActive: bool,
    ParentResourceId: optStr,
    Name: str,
    State: { enum: [...MEWS_RESOURCE_STATES] },
    Descriptions: { type: 'object' },
    CreatedUtc: dateTime,
    UpdatedUtc: dateTime,
    Data: { type: 'object', required: ['Discriminator', 'Value'], properties: { Discriminator: { enum: ['Space', 'Object', 'Person'] }, Value: { type: 'object' } } },
    ExternalNames: { type: 'object' },
    Directions: { type: 'object' },
  },
};

const resourceBlock: Schema = {
  type: 'object',
  required: ['Id', 'EnterpriseId', 'AssignedResourceId', 'IsActive', 'Type', 'StartUtc', 'EndUtc', 'CreatedUtc', 'UpdatedUtc', 'Name'],
  properties: {
    Id: str,
    EnterpriseId: str,
    AssignedResourceId: str,
    IsActive: bool,
    Type: { enum: [...MEWS_BLOCK_TYPES] },
    StartUtc: dateTime,
    EndUtc: dateTime,
    CreatedUtc: dateTime,
    UpdatedUtc: dateTime,
    DeletedUtc: optDateTime,
    Name: str,
    Notes: optStr,
  },
};

const reservation: Schema = {
  type: 'object',
  required: [
    'Id', 'ServiceId', 'AccountId', 'AccountType', 'CreatorProfileId', 'UpdaterProfileId', 'Number', 'State', 'Origin', 'CreatedUtc', 'UpdatedUtc',
    'Options', 'RateId', 'GroupId', 'RequestedResourceCategoryId', 'AssignedResourceLocked', 'ScheduledStartUtc', 'ScheduledEndUtc', 'PersonCounts',
  ],
  properties: {
    Id: str,
    ServiceId: str,
    AccountId: str,
    AccountType: { enum: ['Company', 'Customer'] },
    CreatorProfileId: str,
    UpdaterProfileId: str,
    Number: str,
    State: { enum: [...MEWS_RESERVATION_STATES] },
    Origin: { enum: ['Distributor', 'ChannelManager', 'Commander', 'Import', 'Connector', 'Navigator'] },
    CreatedUtc: dateTime,
    UpdatedUtc: dateTime,
    CancelledUtc: optDateTime,
    Options: {
      type: 'object',
      required: ['OwnerCheckedIn', 'AllCompanionsCheckedIn', 'AnyCompanionCheckedIn', 'ConnectorCheckIn'],
      properties: { OwnerCheckedIn: bool, AllCompanionsCheckedIn: bool, AnyCompanionCheckedIn: bool, ConnectorCheckIn: bool },
    },
    RateId: str,
    GroupId: str,
    RequestedResourceCategoryId: str,
    AssignedResourceId: optStr,
    AssignedResourceLocked: bool,
    ScheduledStartUtc: dateTime,
    ActualStartUtc: optDateTime,
    ScheduledEndUtc: dateTime,
    ActualEndUtc: optDateTime,
    PersonCounts: {
      type: 'array',
      items: { type: 'object', required: ['AgeCategoryId', 'Count'], properties: { AgeCategoryId: str, Count: { type: 'integer', minimum: 1 } } },
    },
  },
};

const cursor = optStr;
const empty: Schema = { type: 'object', maxProperties: 0 };

/** The operations our connector calls, each with the request Mews takes and the answer it gives (200). */
export const MEWS_OPERATIONS: Record<string, { request: Schema; response: Schema }> = {
  'resources/getAll': {
    request: request(['Extent', 'Limitation'], {
      EnterpriseIds: ids(),
      ResourceIds: ids(),
      Names: ids(),
      Extent: {
        type: 'object',
        additionalProperties: false,
        properties: {
          Resources: bool,
          Inactive: bool,
          ResourceCategories: bool,
          ResourceCategoryAssignments: bool,
          ResourceCategoryImageAssignments: bool,
          ResourceFeatures: bool,
          ResourceFeatureAssignments: bool,
        },
      },
      CreatedUtc: timeInterval,
      UpdatedUtc: timeInterval,
      Limitation: limitation,
    }),
    response: { type: 'object', properties: { Resources: { type: ['array', 'null'], items: resource }, Cursor: cursor } },
  },
  'resources/update': {
    request: request(['ResourceUpdates'], {
      ResourceUpdates: {
        type: 'array',
        maxItems: MEWS_MAX_ITEMS,
        items: {
          type: 'object',
          required: ['ResourceId'],
          additionalProperties: false,
          properties: {
            ResourceId: str,
            Name: stringUpdate(),
            ParentResourceId: stringUpdate(),
            Data: { type: ['object', 'null'] },
            // "New ResourceState except OutOfOrder".
            State: stringUpdate({ enum: MEWS_RESOURCE_STATES.filter((s) => s !== 'OutOfOrder') }),
            StateReason: stringUpdate(),
          },
        },
      },
    }),
    response: empty,
  },
  'resourceBlocks/getAll': {
    request: request(['Limitation'], {
      EnterpriseIds: ids(),
      ResourceBlockIds: ids(),
      AssignedResourceIds: ids(),
      ActivityStates: { type: 'array', items: { enum: ACTIVITY_STATES } },
      CollidingUtc: timeInterval,
      CreatedUtc: timeInterval,
      UpdatedUtc: timeInterval,
      Extent: { type: 'object', required: ['Inactive'], additionalProperties: false, properties: { Inactive: bool } },
      Limitation: limitation,
    }),
    response: { type: 'object', required: ['ResourceBlocks'], properties: { ResourceBlocks: { type: 'array', maxItems: MEWS_MAX_ITEMS, items: resourceBlock }, Cursor: cursor } },
  },
  'resourceBlocks/add': {
    request: request(['ResourceBlocks'], {
      ResourceBlocks: {
        type: 'array',
        maxItems: MEWS_MAX_ITEMS,
        items: {
          type: 'object',
          required: ['ResourceId', 'Name', 'Type', 'StartUtc', 'EndUtc'],
          additionalProperties: false,
          properties: { ResourceId: str, Name: str, Type: { enum: [...MEWS_BLOCK_TYPES] }, StartUtc: dateTime, EndUtc: dateTime, Notes: optStr },
        },
      },
    }),
    response: { type: 'object', required: ['ResourceBlocks'], properties: { ResourceBlocks: { type: 'array', maxItems: MEWS_MAX_ITEMS, items: resourceBlock } } },
  },
  'resourceBlocks/delete': {
    request: request(['ResourceBlockIds'], { ResourceBlockIds: ids() }),
    response: empty,
  },
  'reservations/getAll/2023-06-06': {
    request: request(['Limitation'], {
      EnterpriseIds: ids(),
      ReservationIds: ids(),
      ServiceIds: ids(),
      ReservationGroupIds: ids(),
      AccountIds: ids(),
      PartnerCompanyIds: ids(100),
      TravelAgencyIds: ids(100),
      Numbers: ids(),
      ChannelNumbers: ids(100),
      AssignedResourceIds: ids(),
      AvailabilityBlockIds: ids(100),
      CreatedUtc: timeInterval,
      UpdatedUtc: timeInterval,
      CollidingUtc: timeInterval,
      ScheduledStartUtc: timeInterval,
      ActualStartUtc: timeInterval,
      ActualEndUtc: timeInterval,
      ScheduledEndUtc: timeInterval,
      States: { type: 'array', items: { enum: [...MEWS_RESERVATION_STATES] } },
      Limitation: limitation,
    }),
    response: { type: 'object', required: ['Reservations'], properties: { Reservations: { type: 'array', items: reservation }, Cursor: cursor } },
  },
};

/** guidelines/responses.md, "Error response details": every 4xx and 5xx answer. */
export const MEWS_ERROR: Schema = {
  type: 'object',
  required: ['Message'],
  properties: { Message: str, RequestId: optStr, Details: optStr },
};

/** The operations that read a list: each takes EnterpriseIds, which a portfolio token needs (concepts/multi-property.md). */
export const MEWS_PORTFOLIO_READS = ['resources/getAll', 'resourceBlocks/getAll', 'reservations/getAll/2023-06-06'] as const;
