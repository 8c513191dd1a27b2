import { CURP_LENGTH, OTP_LENGTH, PUBLIC_FILES_MAX, PUBLIC_PATHS, curpBirthDate, curpProblem, formatFollowCode, normalizeCurp, normalizeFollowCode, publicPath } from '@sig/shared';

/*
 * What the citizen pages take from the contract: plain code and types through the @sig/shared door (no
 * zod on a public page's first paint; answers are checked against the schemas by checkResponse).
 */
export type {
  AreaAlertResult,
  AuditResueltoBody,
  AuditResueltoResponse,
  AreaSubscribeBody,
  PublicColonias,
  Canal,
  FollowAccepted,
  FollowResult,
  CodeDestino,
  HabitanteCodeBody,
  HabitanteCodeSent,
  HabitanteRegistro,
  HabitanteSession,
  HabitanteVerifyBody,
  MunicipiosResponse,
  NearbyCase,
  NearbyResponse,
  PublicSupportResponse,
  PublicCase,
  PublicCliente,
  PublicFilingBody,
  PublicFilingResponse,
  PublicHabitante,
  PublicTipo,
  PublicUploadResponse,
  RegistroResponse,
} from '@sig/shared';

const contract = { CURP_LENGTH, OTP_LENGTH, PUBLIC_FILES_MAX, PUBLIC_PATHS, curpBirthDate, curpProblem, formatFollowCode, normalizeCurp, normalizeFollowCode, publicPath };
export type Contract = typeof contract;

/** The citizen paths, limits and CURP rules. */
export function useContract(): Contract {
  return contract;
}
