import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountStatus, Role } from '../../src-shared/roles';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type RoomStatusValue = 'clean' | 'dirty' | 'assigned' | 'out_of_service' | 'pms_updated';

export interface HotelsTable {
  id: Generated<string>;
  name: string;
  address: string | null;
  timezone: Generated<string>;
  created_at: CreatedAt;
  /** The hotel's change sequence (DESIGN §11); bigint, read back as a string. */
  change_seq: ColumnType<string, never, string>;
}

/** The change log of DESIGN §11: what changed at each value of a hotel's sequence. */
export interface HotelChangesTable {
  hotel_id: string;
  seq: ColumnType<string, number, never>;
  kind: string;
  room_ids: ColumnType<string[], string[] | undefined, never>;
  at: Generated<Date>;
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
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
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
  created_at: CreatedAt;
}

export interface ClientActionsTable {
  user_id: string;
  client_action_id: string;
  request_hash: string;
  response: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
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

export interface Database {
  hotels: HotelsTable;
  hotel_changes: HotelChangesTable;
  users: UsersTable;
  rooms: RoomsTable;
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
