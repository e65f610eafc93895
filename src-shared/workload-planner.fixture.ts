import type { PlannerInput } from './workload-planner';

/** The scale target of DESIGN §13: 7,500 dirty rooms on 50 floors, 60 housekeepers (test and bench). */
export function largeHotelPlanInput(): PlannerInput {
  const credits = [30, 15, 5, 45, 30, 15];
  const rooms = Array.from({ length: 7500 }, (_, i) => {
    const floor = Math.floor(i / 150) + 1;
    return {
      id: `room-${String(i).padStart(5, '0')}`,
      roomNumber: String(floor * 1000 + (i % 150) + 1),
      floor,
      credits: credits[i % credits.length]!,
      rush: i % 97 === 0,
      squareFeet: 250 + (i % 4) * 50,
    };
  });
  const housekeepers = Array.from({ length: 60 }, (_, i) => ({ id: `hk-${String(i).padStart(2, '0')}` }));
  return { rooms, housekeepers };
}
