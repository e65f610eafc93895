import { describe, expect, it } from 'vitest';
import type { GuestRequest } from '../../../src-shared/guest-requests.schemas';
import { guestRequestPush } from './guest-requests.service';

const request: GuestRequest = {
  id: 'r1',
  hotelId: 'h1',
  roomId: 'room-1',
  roomNumber: '204',
  kind: 'towels',
  note: null,
  dueAt: '2026-11-26T20:30:00.000Z',
  assignedTo: null,
  assignedToName: null,
  status: 'open',
  createdBy: null,
  createdByName: null,
  createdAt: '2026-11-26T18:00:00.000Z',
  doneBy: null,
  doneByName: null,
  doneAt: null,
  minutesToDone: null,
};

// Issue 22: the push says the due time as its reader's clock does, in the hotel's zone.
describe('guestRequestPush', () => {
  it("writes the due time in the reader's way", () => {
    const en = guestRequestPush(request, 'America/New_York', 'en').body;
    const es = guestRequestPush(request, 'America/New_York', 'es').body;
    expect(en.replace(/\u202f/g, ' ')).toMatch(/ by 3:30 PM$/);
    expect(es).toMatch(/ antes de las 15:30$/);
    expect(en).toContain('204');
  });
});
