import { beforeAll, describe, expect, it } from 'vitest';
import { seedHotel, seedUser, signIn, useTestApp } from '../test/test-app';
import { listenOn, Subscription } from '../test/sse-client';

/** DESIGN §15: a quiet live stream still hears from the server, so idle proxies keep it. */
describe('SSE keep-alive', () => {
  const t = useTestApp('pglite', { env: { SSE_PING_MS: '100' } });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await listenOn(t.app);
  });

  it('sends pings on a stream with nothing to say, and tells the client to reconnect when they stop', async () => {
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { role: 'frontdesk', hotelId: hotel.id });
    const sub = await Subscription.open(baseUrl, hotel.id, await signIn(t.app, user.email));
    try {
      const connected = await sub.next((e) => e.event === 'connected');
      expect(connected.data).toEqual({ reconnectAfterInactivityMs: 300 });
      await sub.next((e) => e.event === 'ping', 1000);
      expect(sub.dataEvents()).toEqual([]);
    } finally {
      sub.close();
    }
  });
});
