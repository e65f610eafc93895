/**
 * Every reason an error body can carry (DESIGN §14), with its English message, written once:
 * `lingui extract` puts each in the catalogs under the id `reason.<REASON>` (the client says
 * it in the reader's language, lib/reasons.ts; issue 30), and the server's answers carry the
 * English. The reason is the stable part: integrations and the client key on it, never on the
 * English text. `{name}` slots are filled from the error's `values`.
 * Add a reason here, never a message elsewhere; keep the keys SCREAMING_SNAKE.
 */
export const REASON_TEXTS = {
  // Refusals of the request itself, by the framework or a schema.
  INVALID_INPUT: /*i18n*/ { id: 'reason.INVALID_INPUT', message: 'The request is not valid' },
  BAD_REQUEST: /*i18n*/ { id: 'reason.BAD_REQUEST', message: 'The request is not valid' },
  BAD_JSON: /*i18n*/ { id: 'reason.BAD_JSON', message: 'Request body is not valid JSON' },
  BAD_URL: /*i18n*/ { id: 'reason.BAD_URL', message: 'The request address is not valid' },
  URL_TOO_LONG: /*i18n*/ { id: 'reason.URL_TOO_LONG', message: 'The request address is too long' },
  HEADERS_TOO_LARGE: /*i18n*/ { id: 'reason.HEADERS_TOO_LARGE', message: 'The request headers are too large' },
  BODY_TOO_LARGE: /*i18n*/ { id: 'reason.BODY_TOO_LARGE', message: 'Request body is too large' },
  METHOD_NOT_ALLOWED: /*i18n*/ { id: 'reason.METHOD_NOT_ALLOWED', message: 'This method is not allowed here' },
  JSON_ONLY: /*i18n*/ { id: 'reason.JSON_ONLY', message: 'Request body must be JSON (Content-Type: application/json)' },
  CROSS_ORIGIN: /*i18n*/ { id: 'reason.CROSS_ORIGIN', message: 'Cross-origin request refused' },
  REQUEST_TIMEOUT: /*i18n*/ { id: 'reason.REQUEST_TIMEOUT', message: 'Request Timeout' },
  REQUEST_REFUSED: /*i18n*/ { id: 'reason.REQUEST_REFUSED', message: 'The request was refused' },
  NOT_FOUND: /*i18n*/ { id: 'reason.NOT_FOUND', message: 'Not found' },
  INTERNAL_ERROR: /*i18n*/ { id: 'reason.INTERNAL_ERROR', message: 'Something went wrong. Please try again.' },
  SHUTTING_DOWN: /*i18n*/ { id: 'reason.SHUTTING_DOWN', message: 'The server is shutting down' },
  DATABASE_DOWN: /*i18n*/ { id: 'reason.DATABASE_DOWN', message: 'The database is not answering' },

  // Signing in and who may do what.
  NOT_SIGNED_IN: /*i18n*/ { id: 'reason.NOT_SIGNED_IN', message: 'You are not signed in' },
  FORBIDDEN: /*i18n*/ { id: 'reason.FORBIDDEN', message: 'You do not have permission to do this' },
  INVALID_CREDENTIALS: /*i18n*/ { id: 'reason.INVALID_CREDENTIALS', message: 'Invalid email or password' },
  INVALID_PIN_CREDENTIALS: /*i18n*/ { id: 'reason.INVALID_PIN_CREDENTIALS', message: 'Invalid email or PIN' },
  ACCOUNT_PENDING: /*i18n*/ { id: 'reason.ACCOUNT_PENDING', message: 'Your account is awaiting admin approval.' },
  ACCOUNT_REJECTED: /*i18n*/ { id: 'reason.ACCOUNT_REJECTED', message: 'Your account has been rejected. Please contact support.' },
  PIN_LOCKED: /*i18n*/ { id: 'reason.PIN_LOCKED', message: 'PIN login is locked after too many failed attempts. Sign in with your password to unlock it.' },
  TOO_MANY_ATTEMPTS: /*i18n*/ { id: 'reason.TOO_MANY_ATTEMPTS', message: 'Too many failed attempts. Please try again later.' },
  EMAIL_TAKEN: /*i18n*/ { id: 'reason.EMAIL_TAKEN', message: 'An account with this email already exists' },
  ADMIN_EXISTS: /*i18n*/ { id: 'reason.ADMIN_EXISTS', message: 'An admin account already exists. Ask an admin to create your account.' },
  CURRENT_PASSWORD_WRONG: /*i18n*/ { id: 'reason.CURRENT_PASSWORD_WRONG', message: 'Current password is incorrect' },
  CURRENT_PASSWORD_REQUIRED: /*i18n*/ { id: 'reason.CURRENT_PASSWORD_REQUIRED', message: 'Enter your current password to change your email' },

  // Push.
  PUSH_NOT_CONFIGURED: /*i18n*/ { id: 'reason.PUSH_NOT_CONFIGURED', message: 'Push notifications are not configured' },
  PUSH_SERVICE_NOT_ACCEPTED: /*i18n*/ { id: 'reason.PUSH_SERVICE_NOT_ACCEPTED', message: 'This push service is not accepted' },
  PUSH_ENDPOINT_TAKEN: /*i18n*/ { id: 'reason.PUSH_ENDPOINT_TAKEN', message: 'This device is already subscribed for another account' },

  // Things that are not there (or are in another hotel, which reads the same).
  HOTEL_NOT_FOUND: /*i18n*/ { id: 'reason.HOTEL_NOT_FOUND', message: 'Hotel not found' },
  USER_NOT_FOUND: /*i18n*/ { id: 'reason.USER_NOT_FOUND', message: 'User not found' },
  ROOM_NOT_FOUND: /*i18n*/ { id: 'reason.ROOM_NOT_FOUND', message: 'Room not found' },
  LATE_CHECKOUT_NOT_FOUND: /*i18n*/ { id: 'reason.LATE_CHECKOUT_NOT_FOUND', message: 'Not found' },
  NOTE_NOT_FOUND: /*i18n*/ { id: 'reason.NOTE_NOT_FOUND', message: 'Not found' },

  // Rooms and their statuses.
  STATUS_NOT_ALLOWED: /*i18n*/ { id: 'reason.STATUS_NOT_ALLOWED', message: 'You cannot set this room to that status' },
  ROOM_NOT_ASSIGNED_TO_YOU: /*i18n*/ { id: 'reason.ROOM_NOT_ASSIGNED_TO_YOU', message: 'This room is not assigned to you' },
  ASSIGNEE_NOT_HOUSEKEEPER: /*i18n*/ { id: 'reason.ASSIGNEE_NOT_HOUSEKEEPER', message: 'Rooms can only be assigned to approved housekeepers of this hotel' },
  ROOM_NOT_ASSIGNABLE: /*i18n*/ { id: 'reason.ROOM_NOT_ASSIGNABLE', message: 'Only dirty or assigned rooms can be assigned' },
  ASSIGN_NEEDS_HOUSEKEEPER: /*i18n*/ { id: 'reason.ASSIGN_NEEDS_HOUSEKEEPER', message: 'Choose a housekeeper to assign the room to' },
  NOTHING_TO_CHANGE: /*i18n*/ { id: 'reason.NOTHING_TO_CHANGE', message: 'Nothing to change' },
  ROOM_REASSIGNED: /*i18n*/ { id: 'reason.ROOM_REASSIGNED', message: 'This room has been reassigned to someone else; your change was not applied' },
  ROOM_MOVED_ON: /*i18n*/ { id: 'reason.ROOM_MOVED_ON', message: 'This room has changed since; your change was not applied' },
  // A problem report made, its room left as it is (the answer's roomRefusal): the phone's words for it.
  REPORT_ROOM_REASSIGNED: /*i18n*/ { id: 'reason.REPORT_ROOM_REASSIGNED', message: 'Problem reported; the room was not taken out of order, as it has been reassigned to someone else' },
  REPORT_ROOM_MOVED_ON: /*i18n*/ { id: 'reason.REPORT_ROOM_MOVED_ON', message: 'Problem reported; the room was not taken out of order, as it has changed since' },
  CHANGE_SENT_DIFFERENTLY: /*i18n*/ { id: 'reason.CHANGE_SENT_DIFFERENTLY', message: 'This change was already sent with different content' },
  CHANGES_GONE: /*i18n*/ { id: 'reason.CHANGES_GONE', message: 'These changes are no longer kept; reload the board' },
  UNDO_NOTHING_TO_UNDO: /*i18n*/ { id: 'reason.UNDO_NOTHING_TO_UNDO', message: 'There is no change of yours to undo here' },
  UNDO_ALREADY_DONE: /*i18n*/ { id: 'reason.UNDO_ALREADY_DONE', message: 'This change was already undone' },
  UNDO_TOO_LATE: /*i18n*/ { id: 'reason.UNDO_TOO_LATE', message: 'It is too late to undo this change' },
  UNDO_OVERTAKEN: /*i18n*/ { id: 'reason.UNDO_OVERTAKEN', message: 'This room has changed since; your change was not applied' },
  ROOM_NUMBER_TAKEN: /*i18n*/ { id: 'reason.ROOM_NUMBER_TAKEN', message: 'Room {room} already exists in this hotel' },
  ROOMS_ALREADY_EXIST: /*i18n*/ { id: 'reason.ROOMS_ALREADY_EXIST', message: 'Rooms {rooms} already exist in this hotel' },
  ROOM_NUMBERS_EMPTY: /*i18n*/ { id: 'reason.ROOM_NUMBERS_EMPTY', message: 'Please enter room numbers' },
  ROOM_NUMBERS_NONE_VALID: /*i18n*/ { id: 'reason.ROOM_NUMBERS_NONE_VALID', message: 'No valid room numbers found' },
  ROOM_NUMBERS_TOO_HIGH: /*i18n*/ { id: 'reason.ROOM_NUMBERS_TOO_HIGH', message: 'Room numbers go up to {max}' },
  ROOM_NUMBERS_TOO_MANY: /*i18n*/ { id: 'reason.ROOM_NUMBERS_TOO_MANY', message: 'At most {max} rooms at a time' },
  NO_MATCHING_ROOMS: /*i18n*/ { id: 'reason.NO_MATCHING_ROOMS', message: 'No matching rooms found' },
  NO_CLEAN_ROOMS: /*i18n*/ { id: 'reason.NO_CLEAN_ROOMS', message: 'No clean rooms found matching the entered numbers' },

  // The room lifecycle (DESIGN §12).
  ROOM_NOT_BEING_CLEANED: /*i18n*/ { id: 'reason.ROOM_NOT_BEING_CLEANED', message: 'Only a room assigned for cleaning can be deferred or timed' },
  ROOM_NOT_TO_CLEAN: /*i18n*/ { id: 'reason.ROOM_NOT_TO_CLEAN', message: 'Only a dirty or assigned room has a cleaning type to change' },
  TIMER_RUNNING: /*i18n*/ { id: 'reason.TIMER_RUNNING', message: 'The clock is already running for this room' },
  TIMER_NOT_RUNNING: /*i18n*/ { id: 'reason.TIMER_NOT_RUNNING', message: 'The clock is not running for this room' },
  TIMER_NOT_PAUSED: /*i18n*/ { id: 'reason.TIMER_NOT_PAUSED', message: 'The clock is not paused for this room' },
  NOT_AWAITING_INSPECTION: /*i18n*/ { id: 'reason.NOT_AWAITING_INSPECTION', message: 'This room is not waiting for inspection' },
  INSPECTION_NOT_REQUIRED: /*i18n*/ { id: 'reason.INSPECTION_NOT_REQUIRED', message: 'This hotel does not require inspection' },

  // The room list of a new hotel (a validation issue's reason).
  ROOM_LIST_REQUIRED: /*i18n*/ { id: 'reason.ROOM_LIST_REQUIRED', message: 'Room list is required' },
  ROOM_LIST_BAD_RANGE: /*i18n*/ { id: 'reason.ROOM_LIST_BAD_RANGE', message: 'Room range {range} must go from low to high, at most {max} rooms' },
  ROOM_LIST_BAD_CHARACTERS: /*i18n*/ { id: 'reason.ROOM_LIST_BAD_CHARACTERS', message: 'Room numbers cannot contain control characters' },
  ROOM_LIST_TOO_MANY: /*i18n*/ { id: 'reason.ROOM_LIST_TOO_MANY', message: 'A hotel can be created with at most {max} rooms' },
  ROOM_LIST_NUMBER_TOO_LONG: /*i18n*/ { id: 'reason.ROOM_LIST_NUMBER_TOO_LONG', message: 'Room number {room} is too long (at most {max} characters)' },
  ROOM_LIST_REPEATED_ONE: /*i18n*/ { id: 'reason.ROOM_LIST_REPEATED_ONE', message: 'Room {rooms} is listed more than once' },
  ROOM_LIST_REPEATED_MANY: /*i18n*/ { id: 'reason.ROOM_LIST_REPEATED_MANY', message: 'Rooms {rooms} are listed more than once' },

  // Late checkouts.
  CHECKOUT_TIME_PAST: /*i18n*/ { id: 'reason.CHECKOUT_TIME_PAST', message: 'Checkout time must be in the future. Please select a later time.' },
  LATE_CHECKOUT_OPEN: /*i18n*/ { id: 'reason.LATE_CHECKOUT_OPEN', message: 'This room already has an unresolved late checkout' },
  LATE_CHECKOUT_RESOLVED: /*i18n*/ { id: 'reason.LATE_CHECKOUT_RESOLVED', message: 'This late checkout is already resolved' },

  // Staff.
  HOTEL_REQUIRED: /*i18n*/ { id: 'reason.HOTEL_REQUIRED', message: 'Please select a hotel' },
  ACCOUNT_NOT_PENDING: /*i18n*/ { id: 'reason.ACCOUNT_NOT_PENDING', message: 'This account is no longer pending approval' },
  ACCOUNT_NOT_APPROVED: /*i18n*/ { id: 'reason.ACCOUNT_NOT_APPROVED', message: 'Only an approved account can be deactivated' },
  ACCOUNT_NOT_REJECTED: /*i18n*/ { id: 'reason.ACCOUNT_NOT_REJECTED', message: 'Only a rejected or deactivated account can be reactivated' },
  SELF_DEACTIVATE: /*i18n*/ { id: 'reason.SELF_DEACTIVATE', message: 'You cannot deactivate or reject your own account' },
  SELF_ROLE_CHANGE: /*i18n*/ { id: 'reason.SELF_ROLE_CHANGE', message: 'You cannot change your own role' },
  ADMIN_DEACTIVATE: /*i18n*/ { id: 'reason.ADMIN_DEACTIVATE', message: 'An admin account cannot be deactivated or rejected. Change its role first.' },
  ADMIN_NEEDS_APPROVAL: /*i18n*/ { id: 'reason.ADMIN_NEEDS_APPROVAL', message: 'Approve or reactivate this account before making it an admin' },

  // API tokens and webhooks.
  API_TOKEN_INVALID: /*i18n*/ { id: 'reason.API_TOKEN_INVALID', message: 'The API token is not valid or has been revoked' },
  API_TOKEN_NOT_ALLOWED: /*i18n*/ { id: 'reason.API_TOKEN_NOT_ALLOWED', message: 'API tokens cannot do this' },
  API_TOKEN_SCOPE_MISSING: /*i18n*/ { id: 'reason.API_TOKEN_SCOPE_MISSING', message: 'This API token lacks the scope {scope}' },
  API_TOKEN_TOO_FAST: /*i18n*/ { id: 'reason.API_TOKEN_TOO_FAST', message: 'Too many requests: an API token may make {max} requests per second' },
  API_TOKEN_NOT_FOUND: /*i18n*/ { id: 'reason.API_TOKEN_NOT_FOUND', message: 'API token not found' },
  // Names the setting (issue 18): an on-premise receiver is allowed there, not by the admin's form.
  WEBHOOK_URL_NOT_HTTPS: /*i18n*/ { id: 'reason.WEBHOOK_URL_NOT_HTTPS', message: 'Webhook URL must use https; to allow an http or local target, add its host to the server setting WEBHOOK_ALLOWED_HOSTS' },
  WEBHOOK_URL_CREDENTIALS: /*i18n*/ { id: 'reason.WEBHOOK_URL_CREDENTIALS', message: 'Webhook URL cannot contain a user name or password' },
  WEBHOOK_URL_PRIVATE: /*i18n*/ { id: 'reason.WEBHOOK_URL_PRIVATE', message: 'Webhook URL must point at a public address; to allow a local target, add its host to the server setting WEBHOOK_ALLOWED_HOSTS' },
  WEBHOOK_URL_UNRESOLVED: /*i18n*/ { id: 'reason.WEBHOOK_URL_UNRESOLVED', message: 'The webhook host name does not resolve' },
  WEBHOOK_NOT_FOUND: /*i18n*/ { id: 'reason.WEBHOOK_NOT_FOUND', message: 'Webhook not found' },
  PMS_NOT_CONNECTED: /*i18n*/ { id: 'reason.PMS_NOT_CONNECTED', message: 'This hotel has no PMS connection' },
  PMS_CREDENTIALS_REQUIRED: /*i18n*/ { id: 'reason.PMS_CREDENTIALS_REQUIRED', message: 'Enter the PMS credentials' },
  // Names the setting (DESIGN §19): the server's operator sets it, not the admin's form.
  PMS_DIFFERENCE_NOT_FOUND: /*i18n*/ { id: 'reason.PMS_DIFFERENCE_NOT_FOUND', message: 'This difference is no longer listed: compare again' },
  PMS_DIFFERENCE_NOT_TAKEABLE: /*i18n*/ { id: 'reason.PMS_DIFFERENCE_NOT_TAKEABLE', message: 'The PMS condition stands for no status the app can set: send ours instead' },
  // 'Test connection' (DESIGN §19): what the PMS answered, in the reader's language.
  PMS_TEST_WROTE_BACK: /*i18n*/ { id: 'reason.PMS_TEST_WROTE_BACK', message: "Read {rooms} rooms; wrote room {room}'s condition {condition} back unchanged" },
  PMS_TEST_NOTHING_TO_WRITE: /*i18n*/ { id: 'reason.PMS_TEST_NOTHING_TO_WRITE', message: 'Read {rooms} rooms; none holds a condition to write back unchanged' },
  PMS_TEST_WRITE_REFUSED: /*i18n*/ { id: 'reason.PMS_TEST_WRITE_REFUSED', message: "Read {rooms} rooms, but the PMS refused to write room {room}'s condition back (HTTP {status}): give these credentials the permission to change room conditions. The PMS said: {answer}" },
  PMS_TEST_NO_ROOMS: /*i18n*/ { id: 'reason.PMS_TEST_NO_ROOMS', message: 'Signed in, but property {property} has no rooms: check the property ID' },
  PMS_TEST_FAILED: /*i18n*/ { id: 'reason.PMS_TEST_FAILED', message: 'The PMS did not answer as expected: {error}' },
  PMS_SECRETS_KEY_MISSING: /*i18n*/ { id: 'reason.PMS_SECRETS_KEY_MISSING', message: 'PMS credentials cannot be saved until the server has SECRETS_KEY: set it (64 hex characters, from openssl rand -hex 32) or SECRETS_KEY_FILE in the server environment and restart' },

  // Workload (DESIGN §13).
  ROOM_TYPE_NOT_FOUND: /*i18n*/ { id: 'reason.ROOM_TYPE_NOT_FOUND', message: 'Room type not found' },
  ROOM_TYPE_NAME_TAKEN: /*i18n*/ { id: 'reason.ROOM_TYPE_NAME_TAKEN', message: 'A room type named {name} already exists in this hotel' },
  PLAN_OUT_OF_DATE: /*i18n*/ { id: 'reason.PLAN_OUT_OF_DATE', message: 'Some rooms were assigned or changed since the plan was made. Plan again.' },
  HAND_OVER_TO_SELF: /*i18n*/ { id: 'reason.HAND_OVER_TO_SELF', message: 'Choose other housekeepers to hand the rooms over to' },
  SHIFT_MEMBER_NOT_HOUSEKEEPER: /*i18n*/ { id: 'reason.SHIFT_MEMBER_NOT_HOUSEKEEPER', message: 'Only approved housekeepers of this hotel can be on shift' },
  HAND_OVER_FROM_UNKNOWN: /*i18n*/ { id: 'reason.HAND_OVER_FROM_UNKNOWN', message: 'Choose a housekeeper of this hotel to hand the rooms over from' },
  NOBODY_ON_SHIFT: /*i18n*/ { id: 'reason.NOBODY_ON_SHIFT', message: 'Nobody is on shift today: set the shift first' },
  NOBODY_TO_HAND_OVER_TO: /*i18n*/ { id: 'reason.NOBODY_TO_HAND_OVER_TO', message: 'Nobody else is on shift to take the rooms: put someone on shift first' },

  // Occupancy and the day's plan (DESIGN §17).
  UNKNOWN_ROOM_NUMBERS: /*i18n*/ { id: 'reason.UNKNOWN_ROOM_NUMBERS', message: 'Unknown room numbers: {rooms}' },
  CSV_EMPTY: /*i18n*/ { id: 'reason.CSV_EMPTY', message: 'The file has no rows to import' },
  CSV_MAPPING_REQUIRED: /*i18n*/ { id: 'reason.CSV_MAPPING_REQUIRED', message: 'Choose which column holds what before importing' },
  CSV_UNCLOSED_QUOTE: /*i18n*/ { id: 'reason.CSV_UNCLOSED_QUOTE', message: 'Line {line}: a quoted field is never closed' },
  CSV_BAD_ROWS: /*i18n*/ { id: 'reason.CSV_BAD_ROWS', message: 'Some rows could not be read (lines {lines}); nothing was imported' },
  CSV_COLUMN_MISSING: /*i18n*/ { id: 'reason.CSV_COLUMN_MISSING', message: 'The file has no column {column}' },
  CSV_ROOM_MISSING: /*i18n*/ { id: 'reason.CSV_ROOM_MISSING', message: 'Line {line}: the room number is missing' },
  CSV_ROOM_INVALID: /*i18n*/ { id: 'reason.CSV_ROOM_INVALID', message: 'Line {line}: {value} is not a valid room number' },
  CSV_STAY_UNKNOWN: /*i18n*/ { id: 'reason.CSV_STAY_UNKNOWN', message: 'Line {line}: unknown stay {value}' },
  CSV_NUMBER_INVALID: /*i18n*/ { id: 'reason.CSV_NUMBER_INVALID', message: 'Line {line}: {value} in column {column} is not a whole number in range' },
  CSV_ROOM_REPEATED: /*i18n*/ { id: 'reason.CSV_ROOM_REPEATED', message: 'Line {line}: room {room} is already on line {first}' },
  CSV_ROOM_UNKNOWN: /*i18n*/ { id: 'reason.CSV_ROOM_UNKNOWN', message: 'Line {line}: room {room} is not a room of this hotel' },
  IMPORT_IN_PROGRESS: /*i18n*/ { id: 'reason.IMPORT_IN_PROGRESS', message: 'An import for this hotel is already running; try again when it has finished' },

  // Out of order and discrepancies (DESIGN §17).
  OUT_OF_ORDER_UNTIL_PAST: /*i18n*/ { id: 'reason.OUT_OF_ORDER_UNTIL_PAST', message: 'The end of the out-of-order period must be in the future' },
  ROOM_NOT_OUT_OF_ORDER: /*i18n*/ { id: 'reason.ROOM_NOT_OUT_OF_ORDER', message: 'This room is not out of order' },
  OUT_OF_ORDER_FROM_PAST: /*i18n*/ { id: 'reason.OUT_OF_ORDER_FROM_PAST', message: 'The start of the out-of-order period cannot be in the past' },
  OUT_OF_ORDER_UNTIL_BEFORE_FROM: /*i18n*/ { id: 'reason.OUT_OF_ORDER_UNTIL_BEFORE_FROM', message: 'The end of the out-of-order period must be after its start' },
  OUT_OF_ORDER_NOT_SCHEDULED: /*i18n*/ { id: 'reason.OUT_OF_ORDER_NOT_SCHEDULED', message: 'No out of order is scheduled for this room' },
  DISCREPANCY_NOT_FOUND: /*i18n*/ { id: 'reason.DISCREPANCY_NOT_FOUND', message: 'Not found' },
  DISCREPANCY_RESOLVED: /*i18n*/ { id: 'reason.DISCREPANCY_RESOLVED', message: 'This discrepancy is already resolved' },
  DISCREPANCY_CURSOR_INVALID: /*i18n*/ { id: 'reason.DISCREPANCY_CURSOR_INVALID', message: 'This page cursor is not valid; start again from the first page' },
  // Work orders, areas and photos (DESIGN §18).
  WORK_ORDER_NOT_FOUND: /*i18n*/ { id: 'reason.WORK_ORDER_NOT_FOUND', message: 'Work order not found' },
  AREA_NOT_FOUND: /*i18n*/ { id: 'reason.AREA_NOT_FOUND', message: 'Area not found' },
  AREA_NAME_TAKEN: /*i18n*/ { id: 'reason.AREA_NAME_TAKEN', message: 'An area named {name} already exists in this hotel' },
  AREA_IN_USE: /*i18n*/ { id: 'reason.AREA_IN_USE', message: 'This area is named by work orders, recurring tasks or found items; rename it instead' },
  RECURRING_TASK_NOT_FOUND: /*i18n*/ { id: 'reason.RECURRING_TASK_NOT_FOUND', message: 'Recurring task not found' },
  PHOTO_NOT_FOUND: /*i18n*/ { id: 'reason.PHOTO_NOT_FOUND', message: 'Photo not found' },
  PHOTO_NOT_IMAGE: /*i18n*/ { id: 'reason.PHOTO_NOT_IMAGE', message: 'This file is not a JPEG, PNG or WebP image' },
  PHOTO_TOO_LARGE: /*i18n*/ { id: 'reason.PHOTO_TOO_LARGE', message: 'A photo can be at most {max} MB' },
  TOO_MANY_PHOTOS: /*i18n*/ { id: 'reason.TOO_MANY_PHOTOS', message: 'At most {max} photos per report' },
  PHOTO_UPLOAD_INVALID: /*i18n*/ { id: 'reason.PHOTO_UPLOAD_INVALID', message: 'Send the photos as multipart/form-data, in fields named photos' },
  ASSIGNEE_NOT_STAFF: /*i18n*/ { id: 'reason.ASSIGNEE_NOT_STAFF', message: 'Work orders can only be assigned to approved maintenance staff or managers of this hotel' },
  ROOM_NOT_OUT_OF_SERVICE: /*i18n*/ { id: 'reason.ROOM_NOT_OUT_OF_SERVICE', message: 'This work order took no room out of order' },
  // Guest requests, lost and found (DESIGN §18).
  GUEST_REQUEST_NOT_FOUND: /*i18n*/ { id: 'reason.GUEST_REQUEST_NOT_FOUND', message: 'Guest request not found' },
  GUEST_REQUEST_CLOSED: /*i18n*/ { id: 'reason.GUEST_REQUEST_CLOSED', message: 'This request is already done or cancelled' },
  GUEST_REQUEST_REASSIGNED: /*i18n*/ { id: 'reason.GUEST_REQUEST_REASSIGNED', message: 'This request has been given to someone else meanwhile; it was not changed' },
  REQUEST_ASSIGNEE_UNKNOWN: /*i18n*/ { id: 'reason.REQUEST_ASSIGNEE_UNKNOWN', message: 'Choose an approved member of staff of this hotel' },
  LOST_ITEM_NOT_FOUND: /*i18n*/ { id: 'reason.LOST_ITEM_NOT_FOUND', message: 'Lost item not found' },

  // Field rules of the shared schemas: a rule's zod message is its reason (the server answers
  // with this English text, the client words the reason in the user's language).
  TEXT_NUL: /*i18n*/ { id: 'reason.TEXT_NUL', message: 'Text cannot contain a NUL character' },
  TEXT_TOO_LONG: /*i18n*/ { id: 'reason.TEXT_TOO_LONG', message: 'Text must be at most {max} characters' },
  FIELD_REQUIRED: /*i18n*/ { id: 'reason.FIELD_REQUIRED', message: 'This field is required' },
  DATE_OUT_OF_RANGE: /*i18n*/ { id: 'reason.DATE_OUT_OF_RANGE', message: 'Please choose a date between 2000-01-01 and 2100-12-31' },
  DATE_FORMAT: /*i18n*/ { id: 'reason.DATE_FORMAT', message: 'Please choose a date as yyyy-MM-dd' },
  CHECKLIST_NOT_FOUND: /*i18n*/ { id: 'reason.CHECKLIST_NOT_FOUND', message: 'Checklist not found' },
  CHECKLIST_WEIGHT_RANGE: /*i18n*/ { id: 'reason.CHECKLIST_WEIGHT_RANGE', message: 'An item\'s weight goes from 1 to 10' },
  CHECKLIST_ITEMS_REQUIRED: /*i18n*/ { id: 'reason.CHECKLIST_ITEMS_REQUIRED', message: 'A checklist needs at least one item' },
  CHECKLIST_TOO_MANY_ITEMS: /*i18n*/ { id: 'reason.CHECKLIST_TOO_MANY_ITEMS', message: 'A checklist can have at most 100 items' },
  CHECKLIST_ITEM_IDS_REPEAT: /*i18n*/ { id: 'reason.CHECKLIST_ITEM_IDS_REPEAT', message: 'Two items of the checklist have the same id' },
  CHECKLIST_PASS_MARK_RANGE: /*i18n*/ { id: 'reason.CHECKLIST_PASS_MARK_RANGE', message: 'The pass mark goes from 0 to 100' },
  INSPECTION_RESULTS_INCOMPLETE: /*i18n*/ { id: 'reason.INSPECTION_RESULTS_INCOMPLETE', message: 'Give a result for every item of the checklist' },
  INSPECTION_ITEM_UNKNOWN: /*i18n*/ { id: 'reason.INSPECTION_ITEM_UNKNOWN', message: 'This item is not on the checklist' },
  INSPECTION_PHOTO_REQUIRED: /*i18n*/ { id: 'reason.INSPECTION_PHOTO_REQUIRED', message: 'A photo is required for "{item}"' },
  CSV_TIME_INVALID: /*i18n*/ { id: 'reason.CSV_TIME_INVALID', message: 'Line {line}: {value} in column {column} is not a time as HH:mm' },
  CSV_YES_NO_INVALID: /*i18n*/ { id: 'reason.CSV_YES_NO_INVALID', message: 'Line {line}: {value} in column {column} is neither yes nor no' },
  DATE_RANGE_TOO_LONG: /*i18n*/ { id: 'reason.DATE_RANGE_TOO_LONG', message: 'Please choose at most {max} days' },
  DATE_RANGE_REVERSED: /*i18n*/ { id: 'reason.DATE_RANGE_REVERSED', message: 'Please choose a start date on or before the end date' },
  TIME_FORMAT: /*i18n*/ { id: 'reason.TIME_FORMAT', message: 'Please enter a time as HH:mm' },
  ID_INVALID: /*i18n*/ { id: 'reason.ID_INVALID', message: 'Invalid id' },
  EMAIL_INVALID: /*i18n*/ { id: 'reason.EMAIL_INVALID', message: 'Invalid email address' },
  PASSWORD_TOO_SHORT: /*i18n*/ { id: 'reason.PASSWORD_TOO_SHORT', message: 'Password must be at least 8 characters' },
  PASSWORD_REQUIRED: /*i18n*/ { id: 'reason.PASSWORD_REQUIRED', message: 'Password is required' },
  FULL_NAME_REQUIRED: /*i18n*/ { id: 'reason.FULL_NAME_REQUIRED', message: 'Full name is required' },
  PIN_FORMAT: /*i18n*/ { id: 'reason.PIN_FORMAT', message: 'PIN must be exactly 4 digits' },
  ROLE_INVALID: /*i18n*/ { id: 'reason.ROLE_INVALID', message: 'Please select a valid role' },
  STATUS_INVALID: /*i18n*/ { id: 'reason.STATUS_INVALID', message: 'Please select a valid status' },
  ALIAS_TOO_LONG: /*i18n*/ { id: 'reason.ALIAS_TOO_LONG', message: 'Alias must be at most 60 characters' },
  ROOMS_AND_HOUSEKEEPER_REQUIRED: /*i18n*/ { id: 'reason.ROOMS_AND_HOUSEKEEPER_REQUIRED', message: 'Please select rooms and a housekeeper' },
  ROOM_ORDER_REPEATS: /*i18n*/ { id: 'reason.ROOM_ORDER_REPEATS', message: 'Each room can be in the order only once' },
  NOTE_REQUIRED: /*i18n*/ { id: 'reason.NOTE_REQUIRED', message: 'Please enter a note' },
  NOTE_TOO_LONG: /*i18n*/ { id: 'reason.NOTE_TOO_LONG', message: 'A note can be at most 2000 characters' },
  HOTEL_NAME_REQUIRED: /*i18n*/ { id: 'reason.HOTEL_NAME_REQUIRED', message: 'Hotel name is required' },
  HOTEL_NAME_TOO_LONG: /*i18n*/ { id: 'reason.HOTEL_NAME_TOO_LONG', message: 'Hotel name must be at most 120 characters' },
  ADDRESS_TOO_LONG: /*i18n*/ { id: 'reason.ADDRESS_TOO_LONG', message: 'Address must be at most 300 characters' },
  TIMEZONE_INVALID: /*i18n*/ { id: 'reason.TIMEZONE_INVALID', message: 'Please select a timezone from the list' },
  ROOM_NUMBER_REQUIRED: /*i18n*/ { id: 'reason.ROOM_NUMBER_REQUIRED', message: 'Room number is required' },
  ROOM_NUMBER_TOO_LONG: /*i18n*/ { id: 'reason.ROOM_NUMBER_TOO_LONG', message: 'Room number must be at most 20 characters' },
  ROOM_NUMBER_COMMA: /*i18n*/ { id: 'reason.ROOM_NUMBER_COMMA', message: 'Room number cannot contain a comma' },
  ROOM_NUMBER_CONTROL_CHARACTERS: /*i18n*/ { id: 'reason.ROOM_NUMBER_CONTROL_CHARACTERS', message: 'Room number cannot contain control characters' },
  FLOOR_NOT_WHOLE: /*i18n*/ { id: 'reason.FLOOR_NOT_WHOLE', message: 'Floor must be a whole number' },
  TOKEN_NAME_REQUIRED: /*i18n*/ { id: 'reason.TOKEN_NAME_REQUIRED', message: 'Token name is required' },
  TOKEN_NAME_TOO_LONG: /*i18n*/ { id: 'reason.TOKEN_NAME_TOO_LONG', message: 'Token name must be at most 80 characters' },
  TOKEN_SCOPE_INVALID: /*i18n*/ { id: 'reason.TOKEN_SCOPE_INVALID', message: 'Please choose at least one thing the token may read or change' },
  WEBHOOK_URL_REQUIRED: /*i18n*/ { id: 'reason.WEBHOOK_URL_REQUIRED', message: 'Webhook URL is required' },
  WEBHOOK_URL_TOO_LONG: /*i18n*/ { id: 'reason.WEBHOOK_URL_TOO_LONG', message: 'Webhook URL must be at most 2000 characters' },
  WEBHOOK_URL_INVALID: /*i18n*/ { id: 'reason.WEBHOOK_URL_INVALID', message: 'Enter a full address, like https://pms.example.com/hooks/housekeeping' },
  WEBHOOK_EVENTS_REQUIRED: /*i18n*/ { id: 'reason.WEBHOOK_EVENTS_REQUIRED', message: 'Choose at least one event' },
  WEBHOOK_EVENT_UNKNOWN: /*i18n*/ { id: 'reason.WEBHOOK_EVENT_UNKNOWN', message: 'Unknown webhook event' },
  PMS_VENDOR_INVALID: /*i18n*/ { id: 'reason.PMS_VENDOR_INVALID', message: 'Vendor must be one of apaleo, mews, opera' },
  PMS_URL_INVALID: /*i18n*/ { id: 'reason.PMS_URL_INVALID', message: 'Enter the PMS API address, like https://api.apaleo.com' },
  PMS_PROPERTY_ID_REQUIRED: /*i18n*/ { id: 'reason.PMS_PROPERTY_ID_REQUIRED', message: 'Enter the property (hotel) id the PMS knows this hotel by' },
  PMS_CREDENTIAL_REQUIRED: /*i18n*/ { id: 'reason.PMS_CREDENTIAL_REQUIRED', message: 'Enter every credential the PMS needs' },
  PMS_ENTERPRISE_ID_INVALID: /*i18n*/ { id: 'reason.PMS_ENTERPRISE_ID_INVALID', message: 'The enterprise ID is 1 to 8 capital letters or digits' },
  NAME_REQUIRED: /*i18n*/ { id: 'reason.NAME_REQUIRED', message: 'Please enter a name' },
  TITLE_REQUIRED: /*i18n*/ { id: 'reason.TITLE_REQUIRED', message: 'Please enter a title' },
  ROOM_OR_AREA_REQUIRED: /*i18n*/ { id: 'reason.ROOM_OR_AREA_REQUIRED', message: 'Choose a room or an area' },
  REPEAT_DAYS_INVALID: /*i18n*/ { id: 'reason.REPEAT_DAYS_INVALID', message: 'Repeat every 1 to 3650 days' },
  ROOM_TYPE_NAME_REQUIRED: /*i18n*/ { id: 'reason.ROOM_TYPE_NAME_REQUIRED', message: 'Room type name is required' },
  ROOM_TYPE_NAME_TOO_LONG: /*i18n*/ { id: 'reason.ROOM_TYPE_NAME_TOO_LONG', message: 'Room type name must be at most 60 characters' },
  CREDITS_NOT_WHOLE: /*i18n*/ { id: 'reason.CREDITS_NOT_WHOLE', message: 'Credits must be a whole number' },
  CREDITS_NEGATIVE: /*i18n*/ { id: 'reason.CREDITS_NEGATIVE', message: 'Credits cannot be negative' },
  CREDITS_TOO_HIGH: /*i18n*/ { id: 'reason.CREDITS_TOO_HIGH', message: 'Credits go up to 1000' },
  SQUARE_FEET_NOT_WHOLE: /*i18n*/ { id: 'reason.SQUARE_FEET_NOT_WHOLE', message: 'Square feet must be a whole number' },
  SQUARE_FEET_NEGATIVE: /*i18n*/ { id: 'reason.SQUARE_FEET_NEGATIVE', message: 'Square feet cannot be negative' },
  SQUARE_FEET_TOO_HIGH: /*i18n*/ { id: 'reason.SQUARE_FEET_TOO_HIGH', message: 'Square feet go up to 100000' },
  FINDING_INVALID: /*i18n*/ { id: 'reason.FINDING_INVALID', message: 'What was found must be occupied, vacant, luggage or dnd' },
  RESOLUTION_NOTE_REQUIRED: /*i18n*/ { id: 'reason.RESOLUTION_NOTE_REQUIRED', message: 'Write what was done about it' },
  GUEST_REQUEST_KIND_REQUIRED: /*i18n*/ { id: 'reason.GUEST_REQUEST_KIND_REQUIRED', message: 'Choose what the guest asked for' },
  GUEST_REQUEST_NOTE_REQUIRED: /*i18n*/ { id: 'reason.GUEST_REQUEST_NOTE_REQUIRED', message: 'Say what the guest asked for' },
  LOST_ITEM_DESCRIPTION_REQUIRED: /*i18n*/ { id: 'reason.LOST_ITEM_DESCRIPTION_REQUIRED', message: 'Describe the item' },
  LOST_ITEM_PLACE_REQUIRED: /*i18n*/ { id: 'reason.LOST_ITEM_PLACE_REQUIRED', message: 'Choose a room or say where it was found' },
  ROOM_OR_AREA_NOT_BOTH: /*i18n*/ { id: 'reason.ROOM_OR_AREA_NOT_BOTH', message: 'Choose a room or an area, not both' },
  PHOTO_DATA_TOO_LARGE: /*i18n*/ { id: 'reason.PHOTO_DATA_TOO_LARGE', message: 'A photo can be at most 1 MB' },
  OUT_OF_ORDER_REASON_INVALID: /*i18n*/ { id: 'reason.OUT_OF_ORDER_REASON_INVALID', message: 'Choose a reason: repairs, plumbing, electrical, renovation or other' },
  RETURN_STATUS_INVALID: /*i18n*/ { id: 'reason.RETURN_STATUS_INVALID', message: 'The return status must be dirty or clean' },
  CLOCK_TIME_FORMAT: /*i18n*/ { id: 'reason.CLOCK_TIME_FORMAT', message: 'Please give the time as HH:mm' },
  INSPECTION_FAIL_REASON_REQUIRED: /*i18n*/ { id: 'reason.INSPECTION_FAIL_REASON_REQUIRED', message: 'Please give a reason for the failed inspection' },
  DUE_TIME_INVALID: /*i18n*/ { id: 'reason.DUE_TIME_INVALID', message: 'Due time must be a date and time' },
  COMMENT_REQUIRED: /*i18n*/ { id: 'reason.COMMENT_REQUIRED', message: 'Please enter a comment' },
  SHIFT_CREDITS_TOO_HIGH: /*i18n*/ { id: 'reason.SHIFT_CREDITS_TOO_HIGH', message: "A shift's credits go up to 10000" },
  SHIFT_MEMBERS_REQUIRED: /*i18n*/ { id: 'reason.SHIFT_MEMBERS_REQUIRED', message: 'Choose who is on shift' },
  SHIFT_CAP_TOO_LOW: /*i18n*/ { id: 'reason.SHIFT_CAP_TOO_LOW', message: 'The cap must be at least 1' },
  SHIFT_TOO_MANY_PEOPLE: /*i18n*/ { id: 'reason.SHIFT_TOO_MANY_PEOPLE', message: 'At most 200 people can be on one shift' },
} as const satisfies Record<string, { id: `reason.${string}`; message: string }>;

export type ErrorReason = keyof typeof REASON_TEXTS;

/** Each reason's English message: the answers' `error`, the OpenAPI document's x-error-reasons. */
export const ERROR_REASONS = Object.fromEntries(Object.entries(REASON_TEXTS).map(([reason, text]) => [reason, text.message])) as {
  readonly [R in ErrorReason]: (typeof REASON_TEXTS)[R]['message'];
};
/** The values of a reason's `{name}` slots. */
export type ReasonValues = Record<string, string>;

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(REASON_TEXTS, value);
}

/** The English message of a reason with its slots filled. */
export function reasonMessage(reason: ErrorReason, values: ReasonValues = {}): string {
  return REASON_TEXTS[reason].message.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** A refusal named by its reason: what a parser or a check hands back instead of English text. */
export interface Refusal {
  reason: ErrorReason;
  values?: ReasonValues;
}
