/* Helpers of the cases tests (not a test file itself). */

/** The search query's own hardening, which the fuzz probes test below the HTTP surface. */
export { filteredCases } from './cases.repository';
export { ftsPhrase } from '../../core';

export * from '../../testing/caseApi';
