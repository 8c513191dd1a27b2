import { z } from 'zod';
import { TicketId } from './auth';

export { INVITATION_PAGE, INVITATION_PATHS } from './constants';
import { StoredText } from './text';

/*
 * Accepting an invitation to a cliente (issue 19): an account that already exists joins another cliente
 * only when its owner follows the link mailed to them. The link's id is the only credential, as with
 * activation and recovery; it is single use and expires.
 */
export const InvitationBody = z.object({ _id: TicketId });
export type InvitationBody = z.infer<typeof InvitationBody>;

/** Empty when the link is unknown, expired or used (as for activation and recovery links). */
export const InvitationCheckResponse = z.object({
  cliente: StoredText.optional(),
  email: StoredText.optional(),
  invitedBy: StoredText.optional(),
  roles: z.array(StoredText).optional(),
  expiresAt: StoredText.optional(),
});
export type InvitationCheckResponse = z.infer<typeof InvitationCheckResponse>;

export const InvitationAnswerResponse = z.object({ status: z.number(), msg: StoredText, cliente: StoredText });
export type InvitationAnswerResponse = z.infer<typeof InvitationAnswerResponse>;
