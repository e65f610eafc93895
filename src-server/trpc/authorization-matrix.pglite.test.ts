import { checkAuthorizationMatrix } from './authorization-matrix.suite';

// One file per database, so the two run side by side on separate workers (among the longest files of the suite).
checkAuthorizationMatrix('pglite');
