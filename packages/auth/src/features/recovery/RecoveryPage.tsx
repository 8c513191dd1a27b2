import { AUTH_PATHS } from '@sig/shared';

import { TicketPasswordPage, type TicketFlow } from '../ticket/TicketPasswordPage';

const RECOVERY: TicketFlow = {
  checkPath: AUTH_PATHS.recoveryCheck,
  changePath: AUTH_PATHS.recoveryChange,
  notFoundTo: '/recovery/mail',
  text: {
    checking: 'recovery.checking',
    notFound: 'recovery.notFound',
    notFoundBody: 'recovery.notFoundBody',
    notFoundAction: 'recovery.notFoundAction',
    title: 'recovery.title',
    intro: 'recovery.intro',
    submit: 'recovery.submit',
    doneTitle: 'recovery.doneTitle',
    doneBody: 'recovery.doneBody',
  },
};

/** /recovery/:id/:client: a new password from the link of the recovery e-mail. */
export function RecoveryPage({ id }: { id: string }) {
  return <TicketPasswordPage id={id} flow={RECOVERY} />;
}
