import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '../src-server/config';
import { startServer } from '../src-server/main';

/**
 * Serves what `npm run build` made, never building: for the container image and process
 * managers, where the build tools are not installed. `npm start` is the same plus the build.
 */
const config = loadConfigOrExit();
if (config.clientDir && !fs.existsSync(path.join(config.clientDir, 'index.html'))) {
  process.stderr.write(`No built client in ${config.clientDir}: run npm run build first.\n`);
  process.exit(1);
}
await startServer(config);
