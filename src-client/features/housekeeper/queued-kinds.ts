/**
 * Every kind the phone's offline queue holds, registered by the feature that owns it (its
 * payload, sender, drawing and texts: offline/queued-action.ts). Imported before the queue is
 * first read (use-offline-startup.ts), so a queue stored before a reload is sent and drawn.
 * A new kind: its feature's queued-*.ts registers it; add one import line here.
 */
import '../room-status/queued-room-changes';
import '../maintenance/queued-report';
import '../guest-requests/phone/queued-done';
import '../discrepancies/phone/queued-finding';
import '../lost-found/phone/queued-found-item';
import '../lifecycle/queued-inspection';
import '../lifecycle/queued-self-check';
import './queued-room-order';
import './queued-turndown';
