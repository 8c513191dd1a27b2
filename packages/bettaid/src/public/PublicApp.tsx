import { matchPath, useLocationPath, useLocationSearch } from '@sig/shared';
import { Suspense, lazy } from 'react';

import { VerifyPage } from './VerifyPage';

// The verification page is what a scanned QR opens: it is in this chunk. The habitante's own card (its session
// form, its QR drawing) is a chunk of its own.
const OwnCardPage = lazy(() => import('./OwnCardPage').then((m) => ({ default: m.OwnCardPage })));

/** The public half: a card's verification page, and the habitante's own card. */
export function PublicApp() {
  const pathname = useLocationPath();
  const search = useLocationSearch();
  const verify = matchPath('/btid/:id', pathname);
  if (verify) {
    const token = new URLSearchParams(search).get('s');
    return <VerifyPage key={`${verify.id}/${token}`} id={verify.id ?? ''} s={token} />;
  }
  const own = matchPath('/bettaid/:productId/:clienteId/:habitanteId/:tipoId', pathname);
  if (own)
    return (
      <Suspense fallback={null}>
        <OwnCardPage cliente={own.clienteId ?? ''} habitanteId={own.habitanteId ?? ''} tipoId={own.tipoId ?? ''} />
      </Suspense>
    );
  return null;
}
