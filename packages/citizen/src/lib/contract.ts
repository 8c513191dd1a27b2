import { CURP_LENGTH, PUBLIC_FILES_MAX, PUBLIC_PATHS, curpBirthDate, curpProblem, normalizeCurp, publicPath } from '@sig/shared';

/*
 * What the citizen pages take from the contract: plain code and types through the @sig/shared door (no
 * zod on a public page's first paint; answers are checked against the schemas by checkResponse).
 */
export type {
  HabitanteRegistro,
  PublicCase,
  PublicCliente,
  PublicFilingBody,
  PublicFilingResponse,
  PublicHabitante,
  PublicTipo,
  PublicUploadResponse,
} from '@sig/shared';

const contract = { CURP_LENGTH, PUBLIC_FILES_MAX, PUBLIC_PATHS, curpBirthDate, curpProblem, normalizeCurp, publicPath };
export type Contract = typeof contract;

/** The citizen paths, limits and CURP rules. */
export function useContract(): Contract {
  return contract;
}
