import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { crossFeatureBoundaries } from './scripts/cross-feature-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'data-demo/**', 'src-client/routeTree.gen.ts', 'src-client/locales/**/*.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src-client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Migrations are frozen in time and typed Kysely<any> on purpose (they never import app types).
    files: ['db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // A server feature reaches another only through what it exports for that, never its *.queries or *.service;
  // and only src-server/rooms/ imports the room writes (src-server/rooms/room-writes.ts) (issue 30).
  ...crossFeatureBoundaries(),
);
