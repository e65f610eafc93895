import type { StandInStay } from '../pms-stand-in';

type ReservationStatus = 'Arrival' | 'Arrived' | 'DayUse' | 'DueOut' | 'Departed' | 'NotReserved' | 'StayOver';
/** The statuses whose guest is in the house (OPERA's front office says Occupied). */
const IN_HOUSE = new Set<ReservationStatus>(['Arrived', 'DayUse', 'DueOut', 'StayOver']);

/** A reservation's place on the business date, as OPERA's housekeeping names it. */
function statusOf(s: StandInStay, day: string): ReservationStatus {
  if (s.arrival === day && s.departure === day) return s.checkedOut ? 'Departed' : 'DayUse';
  if (s.departure === day) return s.checkedOut ? 'Departed' : 'DueOut';
  if (s.arrival === day) return 'Arrival';
  return 'StayOver';
}

/**
 * One room of the housekeeping overview in the shape hsk.json publishes (its example's
 * nesting, its schema's types): the room's reservation statuses and persons under
 * `housekeeping`, and with `fetchInstructions=ResvInfo` each reservation in `resvInfo[]`
 * with its status, guest counts and stay dates.
 */
export function overviewRoomOf(roomNumber: string, roomStatus: string, stays: StandInStay[], day: string, withResv: boolean) {
  const touching = stays.filter((s) => s.roomNumber === roomNumber && s.arrival <= day && s.departure >= day);
  const resv = touching.map((s, i) => ({ stay: s, status: statusOf(s, day), id: `${roomNumber}-${i + 1}` }));
  const inHouse = resv.filter((r) => IN_HOUSE.has(r.status));
  const frontOffice = inHouse.length ? 'Occupied' : 'Vacant';
  return {
    roomId: roomNumber,
    roomType: { pseudoRoom: false, roomClass: 'ALL', roomType: 'STDQ' },
    floor: roomNumber.slice(0, -2) || '1',
    housekeeping: {
      housekeepingRoomStatus: {
        reservationStatusList: resv.length ? [...new Set(resv.map((r) => r.status))] : ['NotReserved'],
        housekeepingRoomStatus: roomStatus,
        frontOfficeStatus: frontOffice,
        housekeepingStatus: frontOffice,
      },
      roomPersons: { frontOfficePersons: inHouse.reduce((n, r) => n + r.stay.guests, 0), houseKeepingPersons: 0 },
    },
    ...(withResv && resv.length
      ? {
          resvInfo: resv.map((r) => ({
            reservationId: { id: r.id, type: 'Reservation' },
            reservationStatusInfo: r.status,
            roomId: roomNumber,
            adultCount: r.stay.guests,
            childCount: 0,
            stayDateInfo: {
              timeSpan: { startDate: r.stay.arrival, endDate: r.stay.departure },
              // DESIGN §22: OHIP's expected times are date-times (the stand-in's hotel is on UTC), its VIP a code the hotel defines.
              ...(r.stay.arrivalTime || r.stay.departureTime
                ? {
                    expectedTimes: {
                      ...(r.stay.arrivalTime ? { reservationExpectedArrivalTime: `${r.stay.arrival}T${r.stay.arrivalTime}:00Z` } : {}),
                      ...(r.stay.departureTime ? { reservationExpectedDepartureTime: `${r.stay.departure}T${r.stay.departureTime}:00Z` } : {}),
                    },
                  }
                : {}),
            },
            ...(r.stay.vip ? { vipStatus: { code: String(r.stay.vip), value: `VIP ${r.stay.vip}` } } : {}),
          })),
        }
      : {}),
  };
}
