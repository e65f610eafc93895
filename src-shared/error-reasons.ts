/**
 * Every reason an error body can carry (DESIGN §14), with its English message. The reason
 * is the stable part: integrations and the client key on it (the client translates it),
 * never on the English text. `{name}` slots are filled from the error's `values`.
 * Add a reason here, never a message elsewhere; keep the keys SCREAMING_SNAKE.
 */
export const ERROR_REASONS = {
  // Refusals of the request itself, by the framework or a schema.
  INVALID_INPUT: 'The request is not valid',
  BAD_REQUEST: 'The request is not valid',
  BAD_JSON: 'Request body is not valid JSON',
  BAD_URL: 'The request address is not valid',
  URL_TOO_LONG: 'The request address is too long',
  HEADERS_TOO_LARGE: 'The request headers are too large',
  BODY_TOO_LARGE: 'Request body is too large',
  METHOD_NOT_ALLOWED: 'This method is not allowed here',
  JSON_ONLY: 'Request body must be JSON (Content-Type: application/json)',
  CROSS_ORIGIN: 'Cross-origin request refused',
  REQUEST_TIMEOUT: 'Request Timeout',
  REQUEST_REFUSED: 'The request was refused',
  NOT_FOUND: 'Not found',
  INTERNAL_ERROR: 'Something went wrong. Please try again.',
  SHUTTING_DOWN: 'The server is shutting down',
  DATABASE_DOWN: 'The database is not answering',

  // Signing in and who may do what.
  NOT_SIGNED_IN: 'You are not signed in',
  FORBIDDEN: 'You do not have permission to do this',
  INVALID_CREDENTIALS: 'Invalid email or password',
  INVALID_PIN_CREDENTIALS: 'Invalid email or PIN',
  ACCOUNT_PENDING: 'Your account is awaiting admin approval.',
  ACCOUNT_REJECTED: 'Your account has been rejected. Please contact support.',
  PIN_LOCKED: 'PIN login is locked after too many failed attempts. Sign in with your password to unlock it.',
  TOO_MANY_ATTEMPTS: 'Too many failed attempts. Please try again later.',
  EMAIL_TAKEN: 'An account with this email already exists',
  ADMIN_EXISTS: 'An admin account already exists. Ask an admin to create your account.',
  CURRENT_PASSWORD_WRONG: 'Current password is incorrect',
  CURRENT_PASSWORD_REQUIRED: 'Enter your current password to change your email',

  // Push.
  PUSH_NOT_CONFIGURED: 'Push notifications are not configured',
  PUSH_SERVICE_NOT_ACCEPTED: 'This push service is not accepted',
  PUSH_ENDPOINT_TAKEN: 'This device is already subscribed for another account',

  // Things that are not there (or are in another hotel, which reads the same).
  HOTEL_NOT_FOUND: 'Hotel not found',
  USER_NOT_FOUND: 'User not found',
  ROOM_NOT_FOUND: 'Room not found',
  LATE_CHECKOUT_NOT_FOUND: 'Not found',
  NOTE_NOT_FOUND: 'Not found',

  // Rooms and their statuses.
  STATUS_NOT_ALLOWED: 'You cannot set this room to that status',
  ROOM_NOT_ASSIGNED_TO_YOU: 'You cannot set this room to that status',
  ASSIGNEE_NOT_HOUSEKEEPER: 'Rooms can only be assigned to approved housekeepers of this hotel',
  ROOM_NOT_ASSIGNABLE: 'Only dirty or assigned rooms can be assigned',
  ASSIGN_NEEDS_HOUSEKEEPER: 'Choose a housekeeper to assign the room to',
  NOTHING_TO_CHANGE: 'Nothing to change',
  ROOM_REASSIGNED: 'This room has been reassigned to someone else; your change was not applied',
  ROOM_MOVED_ON: 'This room has changed since; your change was not applied',
  // A problem report made, its room left as it is (the answer's roomRefusal): the phone's words for it.
  REPORT_ROOM_REASSIGNED: 'Problem reported; the room was not taken out of order, as it has been reassigned to someone else',
  REPORT_ROOM_MOVED_ON: 'Problem reported; the room was not taken out of order, as it has changed since',
  CHANGE_SENT_DIFFERENTLY: 'This change was already sent with different content',
  CHANGES_GONE: 'These changes are no longer kept; reload the board',
  UNDO_NOTHING_TO_UNDO: 'There is no change of yours to undo here',
  UNDO_ALREADY_DONE: 'This change was already undone',
  UNDO_TOO_LATE: 'It is too late to undo this change',
  UNDO_OVERTAKEN: 'This room has changed since; your change was not applied',
  ROOM_NUMBER_TAKEN: 'Room {room} already exists in this hotel',
  ROOMS_ALREADY_EXIST: 'Rooms {rooms} already exist in this hotel',
  ROOM_NUMBERS_EMPTY: 'Please enter room numbers',
  ROOM_NUMBERS_NONE_VALID: 'No valid room numbers found',
  ROOM_NUMBERS_TOO_HIGH: 'Room numbers go up to {max}',
  ROOM_NUMBERS_TOO_MANY: 'At most {max} rooms at a time',
  NO_MATCHING_ROOMS: 'No matching rooms found',
  NO_CLEAN_ROOMS: 'No clean rooms found matching the entered numbers',

  // The room lifecycle (DESIGN §12).
  ROOM_NOT_BEING_CLEANED: 'Only a room assigned for cleaning can be deferred or timed',
  ROOM_NOT_TO_CLEAN: 'Only a dirty or assigned room has a cleaning type to change',
  TIMER_RUNNING: 'The clock is already running for this room',
  TIMER_NOT_RUNNING: 'The clock is not running for this room',
  TIMER_NOT_PAUSED: 'The clock is not paused for this room',
  NOT_AWAITING_INSPECTION: 'This room is not waiting for inspection',
  INSPECTION_NOT_REQUIRED: 'This hotel does not require inspection',

  // The room list of a new hotel (a validation issue's reason).
  ROOM_LIST_REQUIRED: 'Room list is required',
  ROOM_LIST_BAD_RANGE: 'Room range {range} must go from low to high, at most {max} rooms',
  ROOM_LIST_BAD_CHARACTERS: 'Room numbers cannot contain control characters',
  ROOM_LIST_TOO_MANY: 'A hotel can be created with at most {max} rooms',
  ROOM_LIST_NUMBER_TOO_LONG: 'Room number {room} is too long (at most {max} characters)',
  ROOM_LIST_REPEATED_ONE: 'Room {rooms} is listed more than once',
  ROOM_LIST_REPEATED_MANY: 'Rooms {rooms} are listed more than once',

  // Late checkouts.
  CHECKOUT_TIME_PAST: 'Checkout time must be in the future. Please select a later time.',
  LATE_CHECKOUT_OPEN: 'This room already has an unresolved late checkout',
  LATE_CHECKOUT_RESOLVED: 'This late checkout is already resolved',

  // Staff.
  HOTEL_REQUIRED: 'Please select a hotel',
  ACCOUNT_NOT_PENDING: 'This account is no longer pending approval',
  ACCOUNT_NOT_APPROVED: 'Only an approved account can be deactivated',
  ACCOUNT_NOT_REJECTED: 'Only a rejected or deactivated account can be reactivated',
  SELF_DEACTIVATE: 'You cannot deactivate or reject your own account',
  SELF_ROLE_CHANGE: 'You cannot change your own role',
  ADMIN_DEACTIVATE: 'An admin account cannot be deactivated or rejected. Change its role first.',
  ADMIN_NEEDS_APPROVAL: 'Approve or reactivate this account before making it an admin',

  // API tokens and webhooks.
  API_TOKEN_INVALID: 'The API token is not valid or has been revoked',
  API_TOKEN_NOT_ALLOWED: 'API tokens cannot do this',
  API_TOKEN_READ_ONLY: 'This API token can only read',
  API_TOKEN_TOO_FAST: 'Too many requests: an API token may make {max} requests per second',
  API_TOKEN_NOT_FOUND: 'API token not found',
  // Names the setting (issue 18): an on-premise receiver is allowed there, not by the admin's form.
  WEBHOOK_URL_NOT_HTTPS: 'Webhook URL must use https; to allow an http or local target, add its host to the server setting WEBHOOK_ALLOWED_HOSTS',
  WEBHOOK_URL_CREDENTIALS: 'Webhook URL cannot contain a user name or password',
  WEBHOOK_URL_PRIVATE: 'Webhook URL must point at a public address; to allow a local target, add its host to the server setting WEBHOOK_ALLOWED_HOSTS',
  WEBHOOK_URL_UNRESOLVED: 'The webhook host name does not resolve',
  WEBHOOK_NOT_FOUND: 'Webhook not found',
  PMS_NOT_CONNECTED: 'This hotel has no PMS connection',
  PMS_CREDENTIALS_REQUIRED: 'Enter the PMS credentials',

  // Workload (DESIGN §13).
  ROOM_TYPE_NOT_FOUND: 'Room type not found',
  ROOM_TYPE_NAME_TAKEN: 'A room type named {name} already exists in this hotel',
  PLAN_OUT_OF_DATE: 'Some rooms were assigned or changed since the plan was made. Plan again.',
  HAND_OVER_TO_SELF: 'Choose other housekeepers to hand the rooms over to',
  SHIFT_MEMBER_NOT_HOUSEKEEPER: 'Only approved housekeepers of this hotel can be on shift',
  HAND_OVER_FROM_UNKNOWN: 'Choose a housekeeper of this hotel to hand the rooms over from',
  NOBODY_ON_SHIFT: 'Nobody is on shift today: set the shift first',
  NOBODY_TO_HAND_OVER_TO: 'Nobody else is on shift to take the rooms: put someone on shift first',

  // Occupancy and the day's plan (DESIGN §17).
  UNKNOWN_ROOM_NUMBERS: 'Unknown room numbers: {rooms}',
  CSV_EMPTY: 'The file has no rows to import',
  CSV_MAPPING_REQUIRED: 'Choose which column holds what before importing',
  CSV_UNCLOSED_QUOTE: 'Line {line}: a quoted field is never closed',
  CSV_BAD_ROWS: 'Some rows could not be read (lines {lines}); nothing was imported',
  CSV_COLUMN_MISSING: 'The file has no column {column}',
  CSV_ROOM_MISSING: 'Line {line}: the room number is missing',
  CSV_ROOM_INVALID: 'Line {line}: {value} is not a valid room number',
  CSV_STAY_UNKNOWN: 'Line {line}: unknown stay {value}',
  CSV_NUMBER_INVALID: 'Line {line}: {value} in column {column} is not a whole number in range',
  CSV_ROOM_REPEATED: 'Line {line}: room {room} is already on line {first}',
  CSV_ROOM_UNKNOWN: 'Line {line}: room {room} is not a room of this hotel',

  // Out of order and discrepancies (DESIGN §17).
  OUT_OF_ORDER_UNTIL_PAST: 'The end of the out-of-order period must be in the future',
  ROOM_NOT_OUT_OF_ORDER: 'This room is not out of order',
  OUT_OF_ORDER_FROM_PAST: 'The start of the out-of-order period cannot be in the past',
  OUT_OF_ORDER_UNTIL_BEFORE_FROM: 'The end of the out-of-order period must be after its start',
  OUT_OF_ORDER_NOT_SCHEDULED: 'No out of order is scheduled for this room',
  DISCREPANCY_NOT_FOUND: 'Not found',
  DISCREPANCY_RESOLVED: 'This discrepancy is already resolved',
  DISCREPANCY_CURSOR_INVALID: 'This page cursor is not valid; start again from the first page',
  // Work orders, areas and photos (DESIGN §18).
  WORK_ORDER_NOT_FOUND: 'Work order not found',
  AREA_NOT_FOUND: 'Area not found',
  AREA_NAME_TAKEN: 'An area named {name} already exists in this hotel',
  AREA_IN_USE: 'This area is named by work orders, recurring tasks or found items; rename it instead',
  RECURRING_TASK_NOT_FOUND: 'Recurring task not found',
  PHOTO_NOT_FOUND: 'Photo not found',
  PHOTO_NOT_IMAGE: 'This file is not a JPEG, PNG or WebP image',
  PHOTO_TOO_LARGE: 'A photo can be at most {max} MB',
  TOO_MANY_PHOTOS: 'At most {max} photos per report',
  PHOTO_UPLOAD_INVALID: 'Send the photos as multipart/form-data, in fields named photos',
  ASSIGNEE_NOT_STAFF: 'Work orders can only be assigned to approved maintenance staff or managers of this hotel',
  ROOM_NOT_OUT_OF_SERVICE: 'This work order took no room out of service',
  // Guest requests, lost and found (DESIGN §18).
  GUEST_REQUEST_NOT_FOUND: 'Guest request not found',
  GUEST_REQUEST_CLOSED: 'This request is already done or cancelled',
  GUEST_REQUEST_REASSIGNED: 'This request has been given to someone else meanwhile; it was not changed',
  REQUEST_ASSIGNEE_UNKNOWN: 'Choose an approved member of staff of this hotel',
  LOST_ITEM_NOT_FOUND: 'Lost item not found',

  // Field rules of the shared schemas: a rule's zod message is its reason (the server answers
  // with this English text, the client words the reason in the user's language).
  TEXT_NUL: 'Text cannot contain a NUL character',
  TEXT_TOO_LONG: 'Text must be at most {max} characters',
  FIELD_REQUIRED: 'This field is required',
  DATE_OUT_OF_RANGE: 'Please choose a date between 2000-01-01 and 2100-12-31',
  DATE_FORMAT: 'Please choose a date as yyyy-MM-dd',
  TIME_FORMAT: 'Please enter a time as HH:mm',
  ID_INVALID: 'Invalid id',
  EMAIL_INVALID: 'Invalid email address',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_REQUIRED: 'Password is required',
  FULL_NAME_REQUIRED: 'Full name is required',
  PIN_FORMAT: 'PIN must be exactly 4 digits',
  ROLE_INVALID: 'Please select a valid role',
  STATUS_INVALID: 'Please select a valid status',
  ALIAS_TOO_LONG: 'Alias must be at most 60 characters',
  ROOMS_AND_HOUSEKEEPER_REQUIRED: 'Please select rooms and a housekeeper',
  NOTE_REQUIRED: 'Please enter a note',
  NOTE_TOO_LONG: 'A note can be at most 2000 characters',
  HOTEL_NAME_REQUIRED: 'Hotel name is required',
  HOTEL_NAME_TOO_LONG: 'Hotel name must be at most 120 characters',
  ADDRESS_TOO_LONG: 'Address must be at most 300 characters',
  TIMEZONE_INVALID: 'Please select a timezone from the list',
  ROOM_NUMBER_REQUIRED: 'Room number is required',
  ROOM_NUMBER_TOO_LONG: 'Room number must be at most 20 characters',
  ROOM_NUMBER_COMMA: 'Room number cannot contain a comma',
  ROOM_NUMBER_CONTROL_CHARACTERS: 'Room number cannot contain control characters',
  FLOOR_NOT_WHOLE: 'Floor must be a whole number',
  TOKEN_NAME_REQUIRED: 'Token name is required',
  TOKEN_NAME_TOO_LONG: 'Token name must be at most 80 characters',
  TOKEN_SCOPE_INVALID: 'Please select read or write access',
  WEBHOOK_URL_REQUIRED: 'Webhook URL is required',
  WEBHOOK_URL_TOO_LONG: 'Webhook URL must be at most 2000 characters',
  WEBHOOK_URL_INVALID: 'Enter a full address, like https://pms.example.com/hooks/housekeeping',
  WEBHOOK_EVENTS_REQUIRED: 'Choose at least one event',
  WEBHOOK_EVENT_UNKNOWN: 'Unknown webhook event',
  PMS_VENDOR_INVALID: 'Vendor must be one of apaleo, mews, opera',
  PMS_URL_INVALID: 'Enter the PMS API address, like https://api.apaleo.com',
  PMS_PROPERTY_ID_REQUIRED: 'Enter the property (hotel) id the PMS knows this hotel by',
  PMS_CREDENTIAL_REQUIRED: 'Enter every credential the PMS needs',
  NAME_REQUIRED: 'Please enter a name',
  TITLE_REQUIRED: 'Please enter a title',
  ROOM_OR_AREA_REQUIRED: 'Choose a room or an area',
  REPEAT_DAYS_INVALID: 'Repeat every 1 to 3650 days',
  ROOM_TYPE_NAME_REQUIRED: 'Room type name is required',
  ROOM_TYPE_NAME_TOO_LONG: 'Room type name must be at most 60 characters',
  CREDITS_NOT_WHOLE: 'Credits must be a whole number',
  CREDITS_NEGATIVE: 'Credits cannot be negative',
  CREDITS_TOO_HIGH: 'Credits go up to 1000',
  SQUARE_FEET_NOT_WHOLE: 'Square feet must be a whole number',
  SQUARE_FEET_NEGATIVE: 'Square feet cannot be negative',
  SQUARE_FEET_TOO_HIGH: 'Square feet go up to 100000',
  FINDING_INVALID: 'What was found must be occupied, vacant, luggage or dnd',
  RESOLUTION_NOTE_REQUIRED: 'Write what was done about it',
  GUEST_REQUEST_KIND_REQUIRED: 'Choose what the guest asked for',
  GUEST_REQUEST_NOTE_REQUIRED: 'Say what the guest asked for',
  LOST_ITEM_DESCRIPTION_REQUIRED: 'Describe the item',
  LOST_ITEM_PLACE_REQUIRED: 'Choose a room or say where it was found',
  ROOM_OR_AREA_NOT_BOTH: 'Choose a room or an area, not both',
  PHOTO_DATA_TOO_LARGE: 'A photo can be at most 1 MB',
  OUT_OF_ORDER_REASON_INVALID: 'Choose a reason: repairs, plumbing, electrical, renovation or other',
  RETURN_STATUS_INVALID: 'The return status must be dirty or clean',
  CLOCK_TIME_FORMAT: 'Please give the time as HH:mm',
  INSPECTION_FAIL_REASON_REQUIRED: 'Please give a reason for the failed inspection',
  DUE_TIME_INVALID: 'Due time must be a date and time',
  COMMENT_REQUIRED: 'Please enter a comment',
  SHIFT_CREDITS_TOO_HIGH: "A shift's credits go up to 10000",
  SHIFT_MEMBERS_REQUIRED: 'Choose who is on shift',
  SHIFT_CAP_TOO_LOW: 'The cap must be at least 1',
  SHIFT_TOO_MANY_PEOPLE: 'At most 200 people can be on one shift',
} as const;

export type ErrorReason = keyof typeof ERROR_REASONS;
/** The values of a reason's `{name}` slots. */
export type ReasonValues = Record<string, string>;

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(ERROR_REASONS, value);
}

/** The English message of a reason with its slots filled. */
export function reasonMessage(reason: ErrorReason, values: ReasonValues = {}): string {
  return ERROR_REASONS[reason].replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** A refusal named by its reason: what a parser or a check hands back instead of English text. */
export interface Refusal {
  reason: ErrorReason;
  values?: ReasonValues;
}
