import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SystemNote } from '../../src-shared/system-notes';
import type { AccountRole, AccountStatus } from '../../src-shared/roles';
import type { Language } from '../../src-shared/languages';
import type { TurndownRule } from '../../src-shared/turndown';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type RoomStatusValue = 'clean' | 'dirty' | 'assigned' | 'out_of_service' | 'pms_updated' | 'inspected' | 'out_of_order';
export type CleaningTypeValue = 'departure' | 'stayover' | 'touch_up';
export type DeferralReasonValue = 'dnd' | 'refused' | 'guest_in_room';

export interface HotelsTable {
  id: Generated<string>;
  name: string;
  address: string | null;
  timezone: Generated<string>;
  created_at: CreatedAt;
  /** DESIGN §12: a housekeeper's clean waits for a manager's inspection. */
  inspection_required: Generated<boolean>;
  /** Issue 31: the attendant ticks the room's checklist before Mark Clean (migration 2026-12-02T040000). */
  self_check: Generated<boolean>;
  /** The workload cap per housekeeper and shift (DESIGN §13); null = none. */
  max_square_feet_per_shift: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * The hotel's change sequence (DESIGN §11), in a narrow row of its own that nothing
 * references (issue 30): made with the hotel, bumped at each change's COMMIT by a trigger.
 */
export interface HotelChangeCountersTable {
  hotel_id: string;
  /** Bigint, read back as a string. */
  change_seq: ColumnType<string, never, string>;
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
  /** The day an occupancy event is about (DESIGN §17); select it as text. */
  subject_day: ColumnType<string | null, string | null | undefined, never>;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  pin_hash: string | null;
  full_name: string;
  alias: string | null;
  role: AccountRole;
  hotel_id: string | null;
  status: Generated<AccountStatus>;
  requested_hotel_name: string | null;
  session_version: Generated<number>;
  pin_failures: Generated<number>;
  pin_locked_at: Timestamp | null;
  /** The user's chosen language (issue 22), on every device; null: never chosen (the browser's then). */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
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
  /** Issue 32: an evening turndown's credits (migration 2026-12-03T130000). */
  credits_turndown: ColumnType<number, number | undefined, number>;
  square_feet: number | null;
  created_at: CreatedAt;
}

/** Issue 18: who is on shift at a hotel on a hotel day (migration 2026-11-26T010000). */
export type ShiftState = 'on' | 'proposed' | 'off';
export interface ShiftRosterTable {
  hotel_id: string;
  shift_date: string;
  user_id: string;
  state: ShiftState;
  off_by_action: string | null;
  state_before: ShiftState | null;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Issue 32: who works the evening (turndown) shift of a hotel day. */
export interface EveningRosterTable {
  hotel_id: string;
  shift_date: string;
  user_id: string;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Issue 32: a turndown done, one per room and night. */
export interface TurndownsTable {
  room_id: string;
  day: string;
  hotel_id: string;
  done_by: string | null;
  done_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RoomStatusesTable {
  id: Generated<string>;
  room_id: string;
  hotel_id: string;
  status: Generated<RoomStatusValue>;
  notes: string | null;
  /** The app's own note as data (issue 19, migration 2026-11-28T040000); `notes` keeps its English words. */
  system_note: ColumnType<SystemNote | null, string | null | undefined, string | null>;
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
  /** A failed inspection's reason and time, until the room is cleaned again (issue 29, migration 2026-12-01T070000). */
  failed_inspection_reason: string | null;
  /** Issue 31: the failed checklist items on her card: [{ itemId, text, done }]. */
  failed_items: ColumnType<FailedItem[] | null, string | null | undefined, string | null>;
  failed_inspection_at: Timestamp | null;
  /** Issue 31: the item ids the attendant ticked on her last Mark Clean (self-check; migration 2026-12-02T040000). */
  self_checked: ColumnType<string[] | null, string | null | undefined, string | null>;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Who made the room's latest run of changes (versions after last_actor_since up to last_actor_version): DESIGN §6. */
  last_actor_id: string | null;
  last_actor_version: number | null;
  last_actor_since: number | null;
  /** Out of order (DESIGN §17, migration 2026-11-27T050000): why, from/until, and the status it returns to. */
  ooo_reason: OutOfOrderReasonValue | null;
  ooo_from: Timestamp | null;
  ooo_until: Timestamp | null;
  ooo_return_status: 'dirty' | 'clean' | null;
  /** Out of order from a future date (migration 2026-11-28T070000): applied by the periodic pass at ooo_next_from. */
  ooo_next_from: Timestamp | null;
  ooo_next_until: Timestamp | null;
  ooo_next_reason: OutOfOrderReasonValue | null;
  ooo_next_return_status: 'dirty' | 'clean' | null;
  ooo_next_notes: string | null;
}

export type OutOfOrderReasonValue = 'repairs' | 'plumbing' | 'electrical' | 'renovation' | 'other';

/** What a housekeeper found in a room, against the day's occupancy (DESIGN §17). */
export interface RoomDiscrepanciesTable {
  id: Generated<string>;
  hotel_id: string;
  room_id: string;
  day: ColumnType<string, string, string>;
  found: 'occupied' | 'vacant' | 'luggage' | 'dnd';
  pms_occupied: boolean | null;
  kind: 'sleep' | 'skip' | null;
  found_by: string | null;
  found_at: ColumnType<Date, Date | string | undefined, Date | string>;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
  resolution_note: string | null;
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
  /** The app's own note as data (issue 19, migration 2026-11-28T040000); `notes` keeps its English words. */
  system_note: ColumnType<SystemNote | null, string | null | undefined, string | null>;
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
  /** The resolver's clientActionId, so its undo reopens this late checkout (issue 18). */
  resolved_action_id: string | null;
}

/** Issue 21: what a guest asked for a room, and who brought it (DESIGN §18). */
export interface GuestRequestsTable {
  id: Generated<string>;
  hotel_id: string;
  room_id: string;
  kind: 'towels' | 'amenities' | 'crib' | 'extra_cleaning' | 'other';
  note: string | null;
  due_at: Timestamp | null;
  assigned_to: string | null;
  status: Generated<'open' | 'done' | 'cancelled'>;
  created_by: string | null;
  created_at: CreatedAt;
  done_by: string | null;
  done_at: Timestamp | null;
}

/** Issue 21: lost and found (DESIGN §18): a room or a place, kept until returned or disposed. */
export interface LostItemsTable {
  id: Generated<string>;
  hotel_id: string;
  room_id: string | null;
  place: string | null;
  description: string;
  found_by: string | null;
  found_at: Generated<Date>;
  stored_at: string | null;
  status: Generated<'kept' | 'returned' | 'disposed'>;
  status_at: Generated<Date>;
  status_by: string | null;
  /** Migration 2026-11-28T020000: found in an area instead of a room; one photo. */
  area_id: ColumnType<string | null, string | null | undefined, string | null>;
  photo_type: ColumnType<'image/jpeg' | 'image/png' | 'image/webp' | null, 'image/jpeg' | 'image/png' | 'image/webp' | null | undefined, 'image/jpeg' | 'image/png' | 'image/webp' | null>;
  photo: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
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
  /** The user's session version when the device subscribed: pushes go to the current version only. */
  session_version: number;
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
  /** What the token may reach (src-shared/api-tokens.schemas.ts API_TOKEN_SCOPES). */
  scopes: string[];
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
  /** Set when the receiver answered 410 Gone (Standard Webhooks): nothing is sent until an admin enables it again. */
  disabled_at: Timestamp | null;
  /** The answer that disabled it (410). */
  disabled_status: number | null;
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

export type StayValue = 'arrival' | 'stayover' | 'due_out' | 'departed' | 'vacant';
export type OccupancySourceValue = 'csv' | 'api' | 'pms:apaleo' | 'pms:mews' | 'pms:opera';

/** DESIGN §17: who is in a room on a hotel-local day. `day` is a date: select it as text (day::text). */
export interface RoomOccupancyTable {
  hotel_id: string;
  room_id: string;
  day: ColumnType<string, string, never>;
  occupied: boolean;
  stay: StayValue;
  guests: number | null;
  nights_so_far: number | null;
  opt_out: ColumnType<boolean, boolean | undefined, boolean>;
  source: OccupancySourceValue;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** What the day's plan last did to the room that day; 'none' when it left it as it was. */
  planned_type: ColumnType<CleaningTypeValue | 'none' | null, CleaningTypeValue | 'none' | null | undefined, CleaningTypeValue | 'none' | null>;
  planned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** DESIGN §22: hotel-local 'HH:mm' of the guest's arrival and departure, the VIP level 0–3, an early check-in asked. */
  arrival_time: ColumnType<string | null, string | null | undefined, string | null>;
  departure_time: ColumnType<string | null, string | null | undefined, string | null>;
  vip: ColumnType<number, number | undefined, number>;
  early_check_in: ColumnType<boolean, boolean | undefined, boolean>;
  /** Issue 32: the guest asked for a turndown tonight (the 'on_request' rule). */
  turndown_requested: ColumnType<boolean, boolean | undefined, boolean>;
}

/** DESIGN §17: a hotel's cleaning cadence; no row means the defaults. */
export interface CleaningRulesTable {
  hotel_id: string;
  stayover_every_nights: ColumnType<number, number | undefined, number>;
  linen_every_nights: number | null;
  opt_out_max_nights: number | null;
  touch_up_after_days: number | null;
  day_start: ColumnType<string, string | undefined, string>;
  auto_apply: ColumnType<boolean, boolean | undefined, boolean>;
  /** The last hotel-local day the periodic pass applied the plan (select as text). */
  auto_planned_day: ColumnType<string | null, string | null | undefined, string | null>;
  /** DESIGN §22: a guest arriving within this many minutes keeps the room ahead of the attendant's own order. */
  arrival_window_minutes: ColumnType<number, number | undefined, number>;
  /** Issue 32: which occupied rooms get an evening turndown. */
  turndown_rule: ColumnType<TurndownRule, TurndownRule | undefined, TurndownRule>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The column mapping a hotel last imported its PMS report with (DESIGN §17). */
export interface OccupancyCsvMappingsTable {
  hotel_id: string;
  mapping: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Issue 28: the hotel's occupancy import running now, in any instance (features/occupancy/import-gate.ts). */
export interface OccupancyImportLeasesTable {
  hotel_id: string;
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** DESIGN §17: a hotel's PMS connection; `credentials` is ciphertext (features/pms/pms-crypto.ts). */
export type PmsVendorValue = 'apaleo' | 'mews' | 'opera';
export interface PmsConnectionsTable {
  id: Generated<string>;
  hotel_id: string;
  vendor: PmsVendorValue;
  base_url: string;
  property_id: string;
  /** OHIP's enterpriseId for OPERA on OCIM environments (migration 2026-12-01T020000). */
  enterprise_id: string | null;
  credentials: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** bigint, read back as a string. */
  cursor_seq: ColumnType<string, string | number, string | number>;
  lease_until: Timestamp | null;
  next_pull_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** DESIGN §19: a room whose condition in the PMS differs from ours, found by the last comparison. */
export interface PmsDifferencesTable {
  id: Generated<string>;
  connection_id: string;
  room_id: string;
  /** Our condition in the vendor's terms, and the PMS's. */
  ours: string;
  theirs: string;
  found_at: CreatedAt;
}

export type PmsPushState = 'pending' | 'delivered' | 'failed' | 'superseded';
export interface PmsPushesTable {
  id: Generated<string>;
  connection_id: string;
  room_id: string;
  seq: ColumnType<string, string | number, never>;
  room_status: string;
  room_version: number;
  condition: string;
  state: ColumnType<PmsPushState, PmsPushState | undefined, PmsPushState>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_attempt_at: Timestamp | null;
  last_status: number | null;
  last_answer: string | null;
  delivered_at: Timestamp | null;
  created_at: CreatedAt;
  /** Migration 2026-11-29T010000: a room condition, or the start / end of an out of order. */
  kind: ColumnType<PmsPushKind, PmsPushKind | undefined, never>;
  ooo_id: string | null;
  ord: ColumnType<string, never, never>;
}

export type PmsPushKind = 'condition' | 'ooo_start' | 'ooo_end';

export type PmsSpanKind = 'out_of_order' | 'out_of_service';

/** Migration 2026-11-29T010000: an out of order told to a PMS connection, with the vendor's id of it. */
export interface PmsOutOfOrderTable {
  id: Generated<string>;
  connection_id: string;
  room_id: string;
  /** Migration 2026-11-29T030000: an out of order, or an out of service (sellable, not to be cleaned now). */
  kind: ColumnType<PmsSpanKind, PmsSpanKind | undefined, PmsSpanKind>;
  reason: OutOfOrderReasonValue;
  from_at: Timestamp;
  until_at: Timestamp | null;
  return_status: 'dirty' | 'clean';
  vendor_ref: string | null;
  ending: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface PmsLogTable {
  id: Generated<string>;
  connection_id: string;
  kind: string;
  ok: boolean;
  detail: string;
  at: CreatedAt;
}

export interface Database {
  api_tokens: ApiTokensTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  hotels: HotelsTable;
  hotel_changes: HotelChangesTable;
  hotel_change_counters: HotelChangeCountersTable;
  users: UsersTable;
  rooms: RoomsTable;
  room_types: RoomTypesTable;
  shift_roster: ShiftRosterTable;
  evening_roster: EveningRosterTable;
  turndowns: TurndownsTable;
  room_statuses: RoomStatusesTable;
  room_status_events: RoomStatusEventsTable;
  late_checkouts: LateCheckoutsTable;
  room_notes: RoomNotesTable;
  room_note_reads: RoomNoteReadsTable;
  push_subscriptions: PushSubscriptionsTable;
  client_actions: ClientActionsTable;
  login_failures: LoginFailuresTable;
  app_settings: AppSettingsTable;
  room_occupancy: RoomOccupancyTable;
  room_discrepancies: RoomDiscrepanciesTable;
  cleaning_rules: CleaningRulesTable;
  occupancy_csv_mappings: OccupancyCsvMappingsTable;
  occupancy_import_leases: OccupancyImportLeasesTable;
  areas: AreasTable;
  work_orders: WorkOrdersTable;
  work_order_comments: WorkOrderCommentsTable;
  work_order_photos: WorkOrderPhotosTable;
  recurring_tasks: RecurringTasksTable;
  guest_requests: GuestRequestsTable;
  lost_items: LostItemsTable;
  pms_connections: PmsConnectionsTable;
  pms_pushes: PmsPushesTable;
  pms_log: PmsLogTable;
  pms_differences: PmsDifferencesTable;
  pms_out_of_order: PmsOutOfOrderTable;
  checklists: ChecklistsTable;
  inspections: InspectionsTable;
  analytics_days: AnalyticsDaysTable;
  analytics_arrivals: AnalyticsArrivalsTable;
  analytics_cleans: AnalyticsCleansTable;
  analytics_clean_days: AnalyticsCleanDaysTable;
  analytics_clean_days_done: AnalyticsCleanDaysDoneTable;
  inspection_score_days: InspectionScoreDaysTable;
  inspection_score_sums: InspectionScoreSumsTable;
  inspection_score_sums_done: InspectionScoreSumsDoneTable;
  inspection_photos: InspectionPhotosTable;
  attendant_queue_order: AttendantQueueOrderTable;
}

/** DESIGN §22 (migration 2026-12-03T140000): her own order, a position per room and hotel-local day. `day`: select as text. */
export interface AttendantQueueOrderTable {
  hotel_id: string;
  user_id: string;
  day: ColumnType<string, string, never>;
  room_id: string;
  position: number;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** DESIGN §18 (migration 2026-11-27T060000): a hotel's public places. */
export interface AreasTable {
  id: Generated<string>;
  hotel_id: string;
  name: string;
  created_at: CreatedAt;
}

export type WorkOrderCategory = 'plumbing' | 'electrical' | 'furniture' | 'appliance' | 'cleaning_supplies' | 'other';
export type WorkOrderPriority = 'low' | 'normal' | 'urgent';
export type WorkOrderStatus = 'open' | 'in_progress' | 'on_hold' | 'done';

export interface WorkOrdersTable {
  id: Generated<string>;
  hotel_id: string;
  room_id: string | null;
  area_id: string | null;
  category: WorkOrderCategory;
  title: string;
  note: string | null;
  priority: Generated<WorkOrderPriority>;
  status: Generated<WorkOrderStatus>;
  assignee_id: string | null;
  due_at: Timestamp | null;
  out_of_order: Generated<boolean>;
  return_status: 'dirty' | 'clean' | null;
  recurring_task_id: string | null;
  recurring_due: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  done_at: Timestamp | null;
}

export interface WorkOrderCommentsTable {
  id: Generated<string>;
  work_order_id: string;
  hotel_id: string;
  content: string;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface WorkOrderPhotosTable {
  id: Generated<string>;
  work_order_id: string;
  hotel_id: string;
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: Buffer;
  size: number;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface RecurringTasksTable {
  id: Generated<string>;
  hotel_id: string;
  room_id: string | null;
  area_id: string | null;
  title: string;
  kind: 'work_order' | 'cleaning';
  category: Generated<WorkOrderCategory>;
  every_days: number;
  /** A hotel day (YYYY-MM-DD), read back as text. */
  next_due: ColumnType<string, string, string>;
  /** Migration 2026-11-28T020000: the work orders' priority; a room cleaning's cleaning type. */
  priority: Generated<WorkOrderPriority>;
  cleaning_type: 'departure' | 'stayover' | 'touch_up' | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Hotel = Selectable<HotelsTable>;

/** DESIGN §20 (migration 2026-12-02T000000): one item of a hotel's checklist. */
export interface ChecklistItem {
  id: string;
  text: string;
  weight: number;
  photoRequired: boolean;
  critical: boolean;
  maintenanceCategory?: WorkOrderCategory;
}

/** One item's result in an inspection, copied with the item as it was then. */
export interface InspectionItemResult {
  itemId: string;
  text: string;
  weight: number;
  critical: boolean;
  ok: boolean;
  note?: string;
  photoIds?: string[];
  selfChecked?: boolean;
}

export interface FailedItem {
  itemId: string;
  text: string;
  done: boolean;
}

export interface ChecklistsTable {
  id: Generated<string>;
  hotel_id: string;
  name: string;
  room_type_ids: ColumnType<string[], string[] | undefined, string[]>;
  cleaning_types: ColumnType<string[], string[] | undefined, string[]>;
  items: ColumnType<ChecklistItem[], string, string>;
  pass_mark: Generated<number>;
  position: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InspectionsTable {
  id: Generated<string>;
  hotel_id: string;
  room_id: string;
  checklist_id: string | null;
  inspector_id: string | null;
  attendant_id: string | null;
  room_type_id: string | null;
  cleaning_type: string | null;
  /** numeric(5,2): pg returns it as text. */
  score: ColumnType<string, number, number>;
  passed: boolean;
  results: ColumnType<InspectionItemResult[], string, string>;
  inspected_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** DESIGN §21 (migration 2026-12-02T050000): a closed day of a hotel as the analytics computed it; forgotten when its history changes. */
export interface AnalyticsDaysTable {
  hotel_id: string;
  day: ColumnType<string, string, string>;
  data: ColumnType<unknown, string, string>;
  computed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** DESIGN §21 (migration 2026-12-04T030000): each arrival's readiness, written by triggers on the history and the occupancy. */
export interface AnalyticsArrivalsTable {
  room_id: string;
  day: ColumnType<string, string, never>;
  hotel_id: string;
  ready: boolean;
}

/** DESIGN §21 (migration 2026-12-04T030000): one row per clean of the history, written by its trigger. */
export interface AnalyticsCleansTable {
  event_id: string;
  hotel_id: string;
  day: ColumnType<string, string, never>;
  room_type_id: string | null;
  cleaning_type: string;
  worked_seconds: number | null;
  housekeeper: boolean;
  action: string | null;
}

/** DESIGN §21 (migration 2026-12-04T030001): a closed day's cleans summed per room type and cleaning type, written by the history's trigger. */
export interface AnalyticsCleanDaysTable {
  hotel_id: string;
  day: ColumnType<string, string, never>;
  room_type_id: string | null;
  cleaning_type: string;
  rooms: ColumnType<string, number, number>;
  median_seconds: number | null;
  housekeeper_seconds: ColumnType<string | null, number | null, number | null>;
  housekeeper_timed: ColumnType<string, number, number>;
}

/** The days analytics_clean_days holds completely (migration 2026-12-04T030001). */
export interface AnalyticsCleanDaysDoneTable {
  hotel_id: string;
  day: ColumnType<string, string, never>;
}

/** DESIGN §20 (migration 2026-12-02T050000): a closed day's inspection score sums per grouping; forgotten when its inspections change. */
export interface InspectionScoreDaysTable {
  hotel_id: string;
  day: ColumnType<string, string, string>;
  grouping: string;
  data: ColumnType<unknown, string, string>;
}

/** DESIGN §21 (migration 2026-12-05T020000): a closed day's inspection score sums per grouping and group, written by the inspections' trigger. */
export interface InspectionScoreSumsTable {
  hotel_id: string;
  grouping: string;
  day: ColumnType<string, string, never>;
  key: string | null;
  /** An item's latest text that day (attendants and room types are named when read). */
  name: string | null;
  count: ColumnType<string, number, number>;
  sum_score: ColumnType<string, number, number>;
  passed: ColumnType<string, number, number>;
  /** For attendant and room type: each item not ok and how often. */
  failed: ColumnType<Record<string, number>, string, string>;
}

/** The days inspection_score_sums holds completely (migration 2026-12-05T020000). */
export interface InspectionScoreSumsDoneTable {
  hotel_id: string;
  day: ColumnType<string, string, never>;
}

/** Issue 31 (migration 2026-12-02T040000): an inspector's photo of a checklist item. */
export interface InspectionPhotosTable {
  id: Generated<string>;
  hotel_id: string;
  room_id: string;
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: Buffer;
  size: number;
  created_by: string | null;
  created_at: CreatedAt;
}
