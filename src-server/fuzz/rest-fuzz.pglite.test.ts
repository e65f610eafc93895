import { fuzzEveryRoute } from './rest-fuzz.suite';

// One file per database, so the two run side by side on separate workers (among the longest files of the suite).
fuzzEveryRoute('pglite');
