import { msg } from '@lingui/core/macro';

/**
 * The rules of the shared areas and recurring-task schemas (src-shared/areas.schemas.ts,
 * recurring-tasks.schemas.ts), listed so extraction puts their texts in this area's catalog
 * and lib/forms validate translates them.
 */
export const SETUP_FIXED_TEXTS = [msg`Please enter a name`, msg`Please enter a title`, msg`Choose a room or an area`, msg`Repeat every 1 to 3650 days`];
