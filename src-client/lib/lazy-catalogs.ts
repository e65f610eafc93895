import type { Messages } from '@lingui/core';

/**
 * The catalogs of the areas loaded with their screens (admin, board, desk, workload,
 * maintenance; lingui.config.ts), every language's: this list is a chunk of its own, loaded by
 * the first of those screens, so the housekeeper's phone never downloads it (i18n.ts). The
 * server's own catalog (server.po: CSV headers, pushes) is never the client's.
 */
export const lazyPoFiles = import.meta.glob<{ messages: Messages }>(['../locales/*/*.po', '!../locales/*/{messages,rooms,housekeeper,server}.po']);
