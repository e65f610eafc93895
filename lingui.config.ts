import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // File names without line numbers keep catalog diffs small when code moves.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src-client/locales/{locale}/messages',
      include: ['<rootDir>/src-client'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', '**/locales/**'],
    },
  ],
});
