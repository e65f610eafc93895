import { stampClientBuild } from './build-client';

// Run by `npm run build` after vite: the build it just made is the one for these sources.
stampClientBuild();
