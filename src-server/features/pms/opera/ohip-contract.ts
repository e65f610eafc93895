import fs from 'node:fs';
import path from 'node:path';
import { vendorContract } from '../vendor-contract';

const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'contract', name), 'utf8')) as Record<string, unknown>;

/**
 * OHIP's published definitions as the OPERA contract (DESIGN §19): `hsk.json` (housekeeping)
 * and `oauth.json` (tokens), kept with their source and version in `x-fixture-source`.
 * One erratum: OHIP publishes its date ranges (`dateRangeType`, `timeSpanType`) as `format:
 * date` with `maxLength: 8`, which no `yyyy-mm-dd` date (10 characters) meets; the length
 * goes, the format stays. The overview's published example also writes its counts as text
 * ("totalResults": "9") where the schema says integer: the schema is followed.
 */
export const OHIP_CONTRACT = vendorContract([fixture('hsk.json'), fixture('oauth.json')], {
  closed: true,
  // OHIP's Limits page (docs.oracle.com/en/industries/hospitality/integration-platform/ohipu/c_limits.htm): a burst beyond the limit is refused with 429.
  alsoPublished: { '429': { description: 'Too Many Requests' } },
  errata: (schema) => {
    if (schema.format === 'date' && schema.maxLength === 8) delete schema.maxLength;
  },
});
