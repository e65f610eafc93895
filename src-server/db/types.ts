import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountStatus, Role } from '../../src-shared/roles';
import type { Language } from '../../src-shared/languages';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type RoomStatusValue = 'clean' | 'dirty' | 'assigned' | 'out_of_service' | 'pms_updated' | 'inspected';
export type CleaningTypeValue = 'departure' | 'stayover' | 'touch_up';
export type DeferralReasonValue = 'dnd' | 'refused' | 'guest_in_room';

export interface HotelsTable {
  id: Generated<string>;
  name: string;
  address: string | null;
  timezone: Generated<string>;
  created_at: CreatedAt;
  /** The hotel's change sequence (DESIGN §11); bigint, read back as a string. */
  change_seq: ColumnType<string, never, string>;
  /** DESIGN §12: a housekeeper's clean waits for a manager's inspection. */
  inspection_required: Generated<boolean>;
  /** The workload cap per housekeeper and shift (DESIGN §13); null = none. */
  max_square_feet_per_shift: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The change log of DESIGN §11: what changed at each value of a hotel's sequence. */
export interface HotelChangesTable {
  hotel_id: string;
  seq: ColumnType<string, number, never>;
  kind: string;
  room_ids: ColumnType<string[], string[] | undefined, never>;
  at: Generated<Date>;
  /** What webhooks are told beyond the kind (DESIGN §14): 'late_checkout.created', ...; null for room changes. */
  event: ColumnType<string | null, string | null | undefined, never>;
  /** The row the event concerns (a late checkout, a note). */
  subject_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  pin_hash: string | null;
  full_name: string;
  alias: string | null;
  role: Role;
  hotel_id: string | null;
  status: Generated<AccountStatus>;
  requested_hotel_name: string | null;
  session_version: Generated<number>;
  pin_failures: Generated<number>;
  pin_locked_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RoomsTable {
  id: Generated<string>;
  hotel_id: string;
  room_number: string;
  floor: number | null;
  /** Its room type (DESIGN §13); null counts the default credits. */
  room_type_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** A hotel's room type: credits per cleaning type and square feet (DESIGN §13). */
export interface RoomTypesTable {
  id: Generated<string>;
  hotel_id: string;
  name: string;
  credits_departure: number;
  credits_stayover: number;
  credits_touch_up: number;
  square_feet: number;
  created_at: CreatedAt;
}

export interface RoomStatusesTable {
  id: Generated<string>;
  room_id: string;
  hotel_id: string;
  status: Generated<RoomStatusValue>;
  notes: string | null;
  assigned_to: string | null;
  assigned_at: Timestamp | null;
  assigned_by: string | null;
  marked_dirty_at: Timestamp | null;
  marked_dirty_by: string | null;
  cleaned_at: Timestamp | null;
  cleaned_by: string | null;
  pms_updated_at: Timestamp | null;
  pms_updated_by: string | null;
  /** The room lifecycle (DESIGN §12). */
  cleaning_type: CleaningTypeValue | null;
  priority: Generated<boolean>;
  deferral_reason: 'dnd' | 'refused' | 'guest_in_room' | null;
  deferral_retry_at: string | null;
  deferred_at: Timestamp | null;
  deferred_by: string | null;
  timer_state: 'running' | 'paused' | null;
  timer_started_at: Timestamp | null;
  timer_worked_seconds: Generated<number>;
  inspected_at: Timestamp | null;
  inspected_by: string | null;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Who made the room's latest run of changes (versions after last_actor_since up to last_actor_version): DESIGN §6. */
  last_actor_id: string | null;
  last_actor_version: number | null;
  last_actor_since: number | null;
}

export interface RoomStatusEventsTable {
  id: Generated<string>;
  room_id: string;
  room_number: string;
  hotel_id: string;
  from_status: RoomStatusValue | null;
  to_status: RoomStatusValue;
  actor_id: string | null;
  at: CreatedAt;
  notes: string | null;
  assigned_to: string | null;
  client_action_id: string | null;
  /** Set when the change was undone (issue 13): it no longer counts in the reports. */
  undone_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The room's cleaning type when it happened (DESIGN §12). */
  cleaning_type: ColumnType<CleaningTypeValue | null, CleaningTypeValue | null | undefined, never>;
  /** A timed clean: the seconds the housekeeper's clock ran. */
  worked_seconds: ColumnType<number | null, number | null | undefined, never>;
  /** Null for a status change; 'deferred', 'inspection_passed', 'inspection_failed', 'cleaning_type' otherwise. */
  action: ColumnType<string | null, string | null | undefined, never>;
  /** A deferral: why, and when to try again (HH:mm in the hotel's time), as data, not text. */
  deferral_reason: ColumnType<DeferralReasonValue | null, DeferralReasonValue | null | undefined, never>;
  deferral_retry_at: ColumnType<string | null, string | null | undefined, never>;
}

export interface LateCheckoutsTable {
  id: Generated<string>;
  room_id: string;
  hotel_id: string;
  checkout_time: string;
  created_by: string | null;
  created_at: CreatedAt;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
}

export interface RoomNotesTable {
  id: Generated<string>;
  room_id: string;
  hotel_id: string;
  content: string;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface RoomNoteReadsTable {
  note_id: string;
  user_id: string;
  read_at: CreatedAt;
}

export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh_key: string;
  auth_key: string;
  /** The device's language (src-shared/languages.ts): notifications are written in it. */
  language: ColumnType<Language, Language | undefined, Language>;
  created_at: CreatedAt;
}

export interface ClientActionsTable {
  user_id: string;
  client_action_id: string;
  request_hash: string;
  response: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  /** The rooms' status rows before the change, while it may still be undone. */
  undo: ColumnType<unknown, string | null | undefined, string | null>;
  undone_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LoginFailuresTable {
  id: Generated<string>;
  ip: string;
  email: string;
  at: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface ApiTokensTable {
  id: Generated<string>;
  name: string;
  hotel_id: string | null;
  scope: 'read' | 'write';
  token_hash: string;
  /** The account the token acts as, so "who did it" columns name the token. */
  user_id: string;
  created_by: string | null;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface WebhooksTable {
  id: Generated<string>;
  hotel_id: string;
  url: string;
  events: string[];
  secret: string;
  /** bigint, read back as a string. */
  cursor_seq: ColumnType<string, string | number, string | number>;
  lease_until: Timestamp | null;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: string | null;
  created_at: CreatedAt;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  webhook_id: string;
  seq: ColumnType<string, string | number, never>;
  type: string;
  occurred_at: ColumnType<Date, Date | string, never>;
  body: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_attempt_at: Timestamp | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface Database {
  api_tokens: ApiTokensTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  hotels: HotelsTable;
  hotel_changes: HotelChangesTable;
  users: UsersTable;
  rooms: RoomsTable;
  room_types: RoomTypesTable;
  room_statuses: RoomStatusesTable;
  room_status_events: RoomStatusEventsTable;
  late_checkouts: LateCheckoutsTable;
  room_notes: RoomNotesTable;
  room_note_reads: RoomNoteReadsTable;
  push_subscriptions: PushSubscriptionsTable;
  client_actions: ClientActionsTable;
  login_failures: LoginFailuresTable;
  app_settings: AppSettingsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Hotel = Selectable<HotelsTable>;
