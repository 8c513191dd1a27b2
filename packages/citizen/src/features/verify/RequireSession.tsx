import { type ReactNode, useState } from 'react';

import { PublicPage } from '../../components/PublicPage';
import { useCitizenT } from '../../i18n';
import type { PublicCliente } from '../../lib/contract';
import { saveSession, sessionFor } from '../../lib/habitanteSession';
import { VerifyFlow } from './VerifyFlow';

/**
 * A page in a habitante's name: shown only while this tab holds that habitante's session. A link with a
 * habitante id in it is no credential: without the session the person first proves it is them by code.
 */
export function RequireSession({ cliente, habitanteId, nombre, children }: { cliente: PublicCliente; habitanteId: string; nombre?: string; children: ReactNode }) {
  const { t } = useCitizenT();
  const [, setVerified] = useState(0);
  if (sessionFor(habitanteId)) return <>{children}</>;
  return (
    <PublicPage cliente={cliente} title={nombre ? t('verify.title', { name: nombre }) : t('verify.title.anon')} description={t('verify.subtitle')} focusKey="verify">
      <VerifyFlow
        cliente={cliente}
        who={{ habitanteId }}
        onVerified={(session) => {
          saveSession(session);
          setVerified((n) => n + 1);
        }}
      />
    </PublicPage>
  );
}
