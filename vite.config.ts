import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const API = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // Generates src-client/routeTree.gen.ts; must run before the React transform.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src-client/routes',
      generatedRouteTree: './src-client/routeTree.gen.ts',
      quoteStyle: 'single',
      autoCodeSplitting: true,
    }),
    // Lingui macros (t, msg, Trans) are compiled by Babel before React sees the JSX.
    babel({
      include: /src-client\/.*\.[jt]sx?(?:$|\?)/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    react(),
    // Lets the client import .po catalogs directly, so a fresh clone builds without `lingui compile`.
    lingui({ failOnCompileError: true }),
    tailwindcss(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    // Keeps the browser's Host header so the API's same-origin write check sees the dev origin.
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/trpc': { target: API, changeOrigin: false },
    },
  },
});
