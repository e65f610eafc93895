import { afterEach, describe, expect, it } from 'vitest';
import { mewsConnector } from './mews/mews.connector';
import { startMewsStandIn } from './mews/mews.stand-in';
import type { VendorStandIn } from './pms-stand-in';
import { guardPmsTargets } from './pms-target';

describe('every outbound PMS request is checked where it is sent', () => {
  const standIns: VendorStandIn[] = [];
  afterEach(async () => {
    await Promise.all(standIns.splice(0).map((s) => s.close()));
  });

  async function connectorAt(rewrite: (url: URL) => void, allowedHosts: string[]) {
    const standIn = await startMewsStandIn(['101']);
    standIns.push(standIn);
    const url = new URL(standIn.url);
    rewrite(url);
    const connector = mewsConnector({ baseUrl: url.href, propertyId: standIn.propertyId }, standIn.credentials as never);
    return { standIn, connector: guardPmsTargets(connector, allowedHosts) };
  }

  it('reaches a local PMS only when WEBHOOK_ALLOWED_HOSTS names it', async () => {
    const allowed = await connectorAt(() => undefined, ['127.0.0.1']);
    await expect(allowed.connector.test()).resolves.toMatchObject({ ok: true });
    const refused = await connectorAt(() => undefined, []);
    await expect(refused.connector.test()).rejects.toThrow(/^Not sent: the PMS address 127\.0\.0\.1:\d+ is not https/);
    expect(refused.standIn.requests).toEqual([]);
  });

  it('resolves a host name at call time and refuses one that points at a loopback address, as a push too', async () => {
    // https://localhost: a name (as a public host would be saved) that resolves, now, to 127.0.0.1.
    const { standIn, connector } = await connectorAt((url) => {
      url.protocol = 'https:';
      url.hostname = 'localhost';
    }, ['127.0.0.1']);
    await expect(connector.test()).rejects.toThrow(/^Not sent: the PMS address localhost:\d+ resolves to a private, loopback or link-local address/);
    const pushed = await connector.pushCondition({ roomNumber: '101' }, 'Dirty', 'k1');
    expect(pushed).toMatchObject({ ok: false, status: null, answer: expect.stringMatching(/^Not sent: the PMS address localhost/) });
    expect(standIn.requests).toEqual([]);
  });
});
