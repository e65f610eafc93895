import type { PmsCredentials, PmsVendor } from '../../../src-shared/pms.schemas';
import type { ConnectorSettings, PmsConnector } from './pms-connector';
import { apaleoConnector } from './apaleo/apaleo.connector';
import { mewsConnector } from './mews/mews.connector';
import { operaConnector } from './opera/opera.connector';

/** The connector of a vendor, given its settings and (decrypted) credentials. */
export function createConnector(vendor: PmsVendor, settings: ConnectorSettings, credentials: unknown): PmsConnector {
  switch (vendor) {
    case 'apaleo':
      return apaleoConnector(settings, credentials as PmsCredentials['apaleo']);
    case 'mews':
      return mewsConnector(settings, credentials as PmsCredentials['mews']);
    case 'opera':
      return operaConnector(settings, credentials as PmsCredentials['opera']);
  }
}
