/**
 * The contract's response schemas whose parsing can give back other data than the server sent (a default,
 * a transform, a trimmed or normalised string): an answer checked against one of these is used only once it
 * is parsed, so a page waits for the contract module. Every other answer is used as it comes and checked once
 * the module has come (shared/src/api/apiClient.ts). packages/server/src/responseChecks.test.ts keeps this list
 * exact. No zod here: @sig/shared bundles this file, the contract module is loaded later.
 */
export const CHECKED_BEFORE_USE: ReadonlySet<string> = new Set(['CaseDetail']);

/**
 * The headers a server names the contract and the schema it checked an answer with: a browser built from the same
 * contract (the same fingerprint) need not check that answer again (shared/src/api/apiClient.ts).
 */
export const CONTRACT_STAMP = { contract: 'x-sig-contract', schema: 'x-sig-schema' } as const;
