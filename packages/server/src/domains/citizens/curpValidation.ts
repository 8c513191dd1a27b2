import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../lib/httpError';
import { validationError } from '../../plugins/zod';

/*
 * The app's zod validator, except that a bad CURP answers what is wrong with it (the Curp schema's own
 * message: length, date, state, check digit) under code citizen.curp_invalid, instead of the generic
 * "«curp» no es válido". A person retyping a CURP from a paper needs to know which part to look at.
 */

const isCurpIssue = (issue: z.core.$ZodIssue): boolean => issue.code === 'custom' && issue.path.length === 1 && issue.path[0] === 'curp';

export const citizenValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const zodSchema = schema as z.ZodType;
  return (data: unknown) => {
    const result = zodSchema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const generic = validationError(result.error.issues, httpPart ?? 'body');
    const curp = result.error.issues.find(isCurpIssue);
    if (!curp) return { error: generic };
    const errors = result.error.issues.map((issue, i) => (isCurpIssue(issue) ? { type: 'curp', message: issue.message } : generic.errors![i]!));
    return { error: new HttpError(400, 'citizen.curp_invalid', curp.message, { field: 'curp', errors }) };
  };
};
