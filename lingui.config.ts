import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per area, so work on one area never rewrites another's translations. The
 * client merges the areas every screen needs (messages, rooms, housekeeper) and loads the
 * others with their screens (lib/i18n.ts loadCatalogArea), so the housekeeper's phone never
 * downloads the desk, board, workload or admin texts (DESIGN §9).
 */
const AREAS = {
  admin: ['features/admin'],
  rooms: ['components/rooms'],
  // The cleaning-type select is shown on the desk's and managers' screens only: its texts load with theirs.
  desk: ['features/manager', 'features/frontdesk', 'features/lifecycle', 'features/workspace', 'components/lifecycle/cleaning-type-select.tsx', 'features/guest-requests/desk', 'features/lost-found/desk'],
  housekeeper: ['features/housekeeper', 'offline', 'components/pwa', 'sw.ts', 'features/guest-requests/phone', 'features/lost-found/phone'],
  workload: ['features/workload'],
  board: ['features/board'],
};
// A folder is excluded with its contents ('/**': glob ignores a bare folder's children), a file as itself.
const areaPaths = Object.values(AREAS)
  .flat()
  .flatMap((p) => [`<rootDir>/src-client/${p}`, `<rootDir>/src-client/${p}/**`]);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // File names without line numbers keep catalog diffs small when code moves.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src-client/locales/{locale}/messages',
      include: ['<rootDir>/src-client'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '**/locales/**', ...areaPaths],
    },
    ...Object.entries(AREAS).map(([name, paths]) => ({
      path: `<rootDir>/src-client/locales/{locale}/${name}`,
      include: paths.map((p) => `<rootDir>/src-client/${p}`),
    })),
  ],
});
