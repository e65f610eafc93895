import { body, type RestRouter } from '../../http/rest';

export function roomNotesRest(r: RestRouter) {
  r.get('/api/room-notes/room/:roomId', 'roomNotes.byRoom', (c, req) => c.roomNotes.byRoom({ roomId: req.params.roomId! }));
  // hotelId and createdBy in the documented body are ignored: the room decides the hotel, the session the author.
  r.post('/api/room-notes', 'roomNotes.add', (c, req) => c.roomNotes.add({ roomId: body(req).roomId, content: body(req).content }));
  r.patch('/api/room-notes/:id/read', { procedure: 'roomNotes.markRead', pathInput: { id: 'noteId' } }, (c, req) => c.roomNotes.markRead({ noteId: req.params.id!, userId: body(req).userId }));
  r.get('/api/room-notes/unread/:userId/:hotelId', 'roomNotes.unread', (c, req) =>
    c.roomNotes.unread({ userId: req.params.userId!, hotelId: req.params.hotelId! }),
  );
}
