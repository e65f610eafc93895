// The real server as its own process, for tests that restart its database or signal it
// (src-server/test/server-process.ts); configured by the environment like `npm start`.
import { startServer } from '../main';

await startServer();
