import { vendorContract } from '../vendor-contract';
import booking from './contract/apaleo-booking-v1.json';
import identity from './contract/apaleo-identity.json';
import inventory from './contract/apaleo-inventory-v1.json';
import operations from './contract/apaleo-operations-v1.json';

/** Apaleo's published definition of the operations the connector uses (contract/README.md names each source). */
export const apaleoContract = vendorContract([identity, inventory, booking, operations]);
