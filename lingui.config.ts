import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LANGUAGES } from './src-shared/languages';

/**
 * One catalog per area, so work on one area never rewrites another's translations. The
 * client merges the areas every screen needs (messages, rooms, housekeeper) and loads the
 * others with their screens (lib/i18n.ts loadCatalogArea), so the housekeeper's phone never
 * downloads the desk, board, workload or admin texts (DESIGN §9).
 */
const AREAS = {
  admin: ['features/admin'],
  rooms: ['components/rooms', 'features/room-status', 'features/late-checkouts'],
  desk: ['features/manager', 'features/frontdesk', 'features/lifecycle', 'features/workspace', 'features/occupancy', 'features/guest-requests/desk', 'features/lost-found/desk', 'features/discrepancies'],
  housekeeper: ['features/housekeeper', 'offline', 'components/pwa', 'sw.ts', 'features/guest-requests/phone', 'features/lost-found/phone'],
  workload: ['features/workload'],
  board: ['features/board'],
  // DESIGN §18: the report dialog and the work-order screens load their texts with them.
  maintenance: ['features/maintenance'],
};
// A folder is excluded with its contents ('/**': glob ignores a bare folder's children), a file as itself.
const areaPaths = Object.values(AREAS)
  .flat()
  .flatMap((p) => [`<rootDir>/src-client/${p}`, `<rootDir>/src-client/${p}/**`]);

export default defineConfig({
  sourceLocale: 'en',
  // One list of languages for the whole app (src-shared/languages.ts).
  locales: [...LANGUAGES],
  // File names without line numbers keep catalog diffs small when code moves.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src-client/locales/{locale}/messages',
      // src-shared: the reasons an error can carry (error-reasons.ts), which the client words.
      include: ['<rootDir>/src-client', '<rootDir>/src-shared'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '**/locales/**', ...areaPaths],
    },
    ...Object.entries(AREAS).map(([name, paths]) => ({
      path: `<rootDir>/src-client/locales/{locale}/${name}`,
      include: paths.map((p) => `<rootDir>/src-client/${p}`),
    })),
    // The server's own words (CSV headers, pushes; issue 30), read by src-server/i18n/catalogs.ts
    // and never downloaded by the client (lib/lazy-catalogs.ts leaves this area out).
    {
      path: '<rootDir>/src-client/locales/{locale}/server',
      include: ['<rootDir>/src-server'],
    },
  ],
});
