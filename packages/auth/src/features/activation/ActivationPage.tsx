import { AUTH_PATHS, LOGIN_PATH } from '@sig/shared';

import { TicketPasswordPage, type TicketFlow } from '../ticket/TicketPasswordPage';

const ACTIVATION: TicketFlow = {
  checkPath: AUTH_PATHS.activeCheck,
  changePath: AUTH_PATHS.activeChange,
  // An already used activation most often means the account is active: sign-in is the way on.
  notFoundTo: LOGIN_PATH,
  text: {
    checking: 'active.checking',
    notFound: 'active.notFound',
    notFoundBody: 'active.notFoundBody',
    notFoundAction: 'active.notFoundAction',
    title: 'active.title',
    intro: 'active.intro',
    submit: 'active.submit',
    doneTitle: 'active.doneTitle',
    doneBody: 'active.doneBody',
  },
};

/** /active/:id: the invited user chooses a password and the account becomes active. */
export function ActivationPage({ id }: { id: string }) {
  return <TicketPasswordPage id={id} flow={ACTIVATION} />;
}
