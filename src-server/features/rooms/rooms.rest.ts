import { body, type RestRouter } from '../../http/rest';

export function roomsRest(r: RestRouter) {
  r.get('/api/rooms/hotel/:hotelId', 'rooms.byHotel', (c, req) => c.rooms.byHotel({ hotelId: req.params.hotelId! }));
  r.get('/api/rooms/:id', 'rooms.byId', (c, req) => c.rooms.byId({ id: req.params.id! }));
  r.post('/api/rooms', 'rooms.create', (c, req) => c.rooms.create(body(req)));
  // Add Rooms (issue 13): { rooms: '101-120, 130' } into an existing hotel.
  // ':id' as in GET /api/hotels/:id: Fastify's route printout (the route table the tests read) needs one name per position.
  r.post('/api/hotels/:id/rooms', { procedure: 'rooms.addMany', pathInput: { id: 'hotelId' } }, (c, req) =>
    c.rooms.addMany({ ...body(req), hotelId: req.params.id! }),
  );
  // A room's type alone ({ roomTypeId }, DESIGN §13) is also the hotel's manager's to set: that
  // body goes to the procedure that allows them; anything else is Edit Room (admins).
  r.patch('/api/rooms/:id', 'rooms.update', async (c, req) => {
    const input = body(req);
    const onlyType = input !== null && typeof input === 'object' && Object.keys(input).length === 1 && 'roomTypeId' in input;
    if (!onlyType) return c.rooms.update({ ...input, id: req.params.id! });
    await c.roomTypes.setRooms({ roomIds: [req.params.id!], roomTypeId: input.roomTypeId });
    return c.rooms.byId({ id: req.params.id! });
  });
  r.delete('/api/rooms/:id', 'rooms.delete', (c, req) => c.rooms.delete({ id: req.params.id! }));
}
