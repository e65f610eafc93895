import { afterEach, describe, expect, it } from 'vitest';
import { apaleoConnector } from './apaleo/apaleo.connector';
import { startApaleoStandIn } from './apaleo/apaleo.stand-in';
import { apaleoContract } from './apaleo/apaleo-contract';
import { mewsConnector } from './mews/mews.connector';
import { mewsAnswerDefects, startMewsStandIn } from './mews/mews.stand-in';
import { operaConnector } from './opera/opera.connector';
import { startOperaStandIn } from './opera/opera.stand-in';
import { OHIP_CONTRACT } from './opera/ohip-contract';
import { hotelClockOf, occupancyFromStays, vipLevel } from './pms-occupancy';
import type { StandInStay } from './pms-stand-in';

/**
 * DESIGN §22 (issue 32): each vendor's published arrival and departure times (and OHIP's VIP
 * code) reach the day's occupancy, from answers the vendor's definition validates.
 */
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

const stays = (): StandInStay[] => [
  // 101: the guest leaving at 10:30 and the next arriving at 13:30 (a VIP 2) on the same day.
  { roomNumber: '101', arrival: shift(-2), departure: shift(0), guests: 1, departureTime: '10:30' },
  { roomNumber: '101', arrival: shift(0), departure: shift(2), guests: 2, arrivalTime: '13:30', vip: 2 },
  { roomNumber: '102', arrival: shift(-1), departure: shift(1), guests: 2 },
];
const times = (entries: { roomNumber: string; stay: string; arrivalTime?: string | null; departureTime?: string | null; vip?: number }[]) =>
  entries.map((e) => [e.roomNumber, e.stay, e.arrivalTime ?? null, e.departureTime ?? null, e.vip ?? 0]).sort();

describe('arrival and departure times from each PMS (DESIGN §22)', () => {
  it('Apaleo: the reservation’s arrival and departure date-times, in the property’s offset', async () => {
    const standIn = await startApaleoStandIn(['101', '102'], { offset: '+00:00' });
    closers.push(() => standIn.close());
    standIn.setStays(stays());
    const c = apaleoConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId }, standIn.credentials as never);
    expect(times(await c.pullOccupancy(shift(0), 'UTC'))).toEqual([
      ['101', 'due_out', '13:30', '10:30', 0],
      ['102', 'stayover', null, null, 0],
    ]);
    for (const e of standIn.exchanges) expect(apaleoContract.checkAnswer(e.req.method, e.req.path, e.answer), e.req.path).toEqual([]);
  });

  it('Mews: ScheduledStartUtc and ScheduledEndUtc, in the hotel’s zone', async () => {
    const standIn = await startMewsStandIn(['101', '102']);
    closers.push(() => standIn.close());
    standIn.setStays(stays());
    const c = mewsConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId }, standIn.credentials as never);
    expect(times(await c.pullOccupancy(shift(0), 'UTC'))).toEqual([
      ['101', 'due_out', '13:30', '10:30', 0],
      ['102', 'stayover', null, null, 0],
    ]);
    expect(mewsAnswerDefects(standIn)).toEqual([]);
  });

  it('OPERA: the expected arrival and departure times and the guest’s VIP code', async () => {
    const standIn = await startOperaStandIn(['101', '102']);
    closers.push(() => standIn.close());
    standIn.setStays(stays());
    const c = operaConnector({ baseUrl: standIn.url, propertyId: standIn.propertyId }, standIn.credentials as never);
    expect(times(await c.pullOccupancy(shift(0), 'UTC'))).toEqual([
      ['101', 'due_out', '13:30', '10:30', 2],
      ['102', 'stayover', null, null, 0],
    ]);
    for (const { request, answer } of standIn.exchanges) expect(OHIP_CONTRACT.checkAnswer(request.method, request.path, answer), request.path).toEqual([]);
  });

  it('reads a vendor’s clock and VIP code safely', () => {
    expect(hotelClockOf('2026-11-26T15:00:00+01:00', 'Europe/Berlin')).toBe('15:00');
    expect(hotelClockOf('2026-11-26T13:00:00Z', 'Europe/Berlin')).toBe('14:00');
    expect(hotelClockOf('2026-11-26T13:00:00', 'Europe/Berlin')).toBe('13:00');
    expect(hotelClockOf('2026-11-26', 'UTC')).toBeNull();
    expect(hotelClockOf(undefined, 'UTC')).toBeNull();
    expect([vipLevel('2'), vipLevel('9'), vipLevel('GOLD'), vipLevel(''), vipLevel(undefined)]).toEqual([2, 3, 1, 0, 0]);
    const entries = occupancyFromStays('2026-11-26', [{ roomNumber: '1', arrival: '2026-11-26', departure: '2026-11-28', guests: 1, checkedOut: false, arrivalTime: '09:15', vip: 1 }]);
    expect(entries).toEqual([{ roomNumber: '1', occupied: true, stay: 'arrival', guests: 1, nightsSoFar: 0, arrivalTime: '09:15', vip: 1 }]);
  });
});
