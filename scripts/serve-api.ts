import { startServer } from '../src-server/main';
await startServer();
