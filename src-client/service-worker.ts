// The worker's build entry: vite-plugin-pwa names the output after this file, so the
// worker is served at /service-worker.js (spec §7). The worker itself is sw.ts.
import './sw';
