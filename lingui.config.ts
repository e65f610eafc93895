import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per area, so work on one area never rewrites another's translations.
 * The client loads and merges all of them for the chosen language.
 */
const AREAS = {
  admin: ['features/admin'],
  rooms: ['features/manager', 'features/frontdesk', 'components/rooms'],
  housekeeper: ['features/housekeeper', 'offline', 'components/pwa', 'sw.ts'],
  workload: ['features/workload'],
  // admin, workload and board load with their screens (lib/i18n.ts loadCatalogArea), never on the housekeeper's phone.
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
