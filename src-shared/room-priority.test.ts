import { describe, expect, it } from 'vitest';
import { applyOwnOrder, compareRoomNumbers, mainReason, minutesOf, orderByPriority, roomPriority, type PriorityRoom } from './room-priority';

const room = (roomNumber: string, over: Partial<PriorityRoom> = {}): PriorityRoom => ({
  roomId: `id-${roomNumber}`,
  roomNumber,
  floor: Number(roomNumber.slice(0, -2)) || null,
  rush: false,
  arrivalTime: null,
  departureTime: null,
  vip: 0,
  earlyCheckIn: false,
  ...over,
});
const NOW = minutesOf('11:00');
const numbers = (rooms: { roomNumber: string }[]) => rooms.map((r) => r.roomNumber);

describe('room priority (DESIGN §22)', () => {
  it('names its reasons, the strongest first', () => {
    const p = roomPriority(room('412', { rush: true, arrivalTime: '13:30', vip: 2, earlyCheckIn: true, departureTime: '14:00' }), NOW, 90);
    expect(p.reasons).toEqual([
      { kind: 'rush' },
      { kind: 'arrival', time: '13:30' },
      { kind: 'early_check_in' },
      { kind: 'vip', level: 2 },
      { kind: 'due_out_late', time: '14:00' },
    ]);
    expect(mainReason(roomPriority(room('101'), NOW, 90))).toBeNull();
    expect(mainReason(roomPriority(room('101', { vip: 1 }), NOW, 90))).toEqual({ kind: 'vip', level: 1 });
  });

  it('an arrival within the window is urgent; one later is not; one already due is', () => {
    expect(roomPriority(room('1', { arrivalTime: '12:30' }), NOW, 90).urgent).toBe(true);
    expect(roomPriority(room('1', { arrivalTime: '12:31' }), NOW, 90).urgent).toBe(false);
    expect(roomPriority(room('1', { arrivalTime: '09:00' }), NOW, 90).urgent).toBe(true);
    expect(roomPriority(room('1', { arrivalTime: '12:31' }), NOW, 120).urgent).toBe(true);
    expect(roomPriority(room('1'), NOW, 720).urgent).toBe(false);
  });

  it('orders rush, urgent arrival, early check-in, earlier arrival, VIP, then plain rooms, late departures last', () => {
    const rooms = [
      room('101'),
      room('102', { departureTime: '13:00' }),
      room('201', { vip: 3 }),
      room('202', { arrivalTime: '16:00' }),
      room('203', { arrivalTime: '15:00' }),
      room('301', { arrivalTime: '12:00' }),
      room('302', { rush: true }),
      room('303', { earlyCheckIn: true, arrivalTime: '17:00' }),
    ];
    expect(numbers(orderByPriority(rooms, NOW, 90))).toEqual(['302', '301', '303', '203', '202', '201', '101', '102']);
  });

  it('among equals, keeps to the floor it is on rather than zig-zagging', () => {
    const rooms = [room('301', { vip: 1 }), room('101'), room('302'), room('201'), room('303')];
    // After the VIP on floor 3 the plain rooms start on floor 3.
    expect(numbers(orderByPriority(rooms, NOW, 90))).toEqual(['301', '302', '303', '101', '201']);
  });

  it('her own order holds, but an arrival within the window stays ahead of rooms without one', () => {
    const ordered = orderByPriority([room('101'), room('102'), room('103', { arrivalTime: '12:00' }), room('104', { arrivalTime: '18:00' })], NOW, 90);
    expect(numbers(ordered)).toEqual(['103', '104', '101', '102']);
    const own = ['id-102', 'id-104', 'id-101', 'id-103'];
    expect(numbers(applyOwnOrder(ordered, own))).toEqual(['103', '102', '104', '101']);
    // A room new to her list goes where its priority puts it, after those she placed.
    expect(numbers(applyOwnOrder(ordered, ['id-101']))).toEqual(['103', '101', '104', '102']);
    expect(applyOwnOrder(ordered, null)).toBe(ordered);
  });

  it('compares room numbers as numbers first', () => {
    expect(['1001', '99', '101', 'PH'].sort(compareRoomNumbers)).toEqual(['99', '101', '1001', 'PH']);
  });
});
