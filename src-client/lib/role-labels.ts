import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '../../src-shared/roles';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  admin: msg`Admin`,
  frontdesk: msg`Front Desk`,
  manager: msg`Manager`,
  housekeeper: msg`Housekeeper`,
  maintenance: msg`Maintenance`,
  supervisor: msg`Supervisor`,
};
