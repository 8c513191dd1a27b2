import { matchPath, useLocationPath, useLocationSearch, type PublicCliente } from '@sig/shared';
import { useEffect, useState } from 'react';

import { CLIENTE_PARAM } from '../lib/links';
import { FilingPage } from './FilingPage';
import { FollowPage } from './FollowPage';
import { transpPublicApi } from './publicApi';
import { ThreadPage } from './ThreadPage';

/** The municipality's header data; null while unknown or when the slug names none (the pages still work). */
function useCliente(slug: string): PublicCliente | null {
  const [cliente, setCliente] = useState<PublicCliente | null>(null);
  useEffect(() => {
    setCliente(null);
    if (!slug) return;
    let live = true;
    transpPublicApi.cliente(slug).then(
      (c) => live && setCliente(c),
      () => undefined,
    );
    return () => void (live = false);
  }, [slug]);
  return cliente;
}

/** The public half: the filing form, the follow form and one request's thread; the cliente's slug comes in the query. */
export function PublicApp() {
  const pathname = useLocationPath();
  const search = useLocationSearch();
  const query = new URLSearchParams(search);
  const slug = (query.get(CLIENTE_PARAM) ?? '').trim();
  const cliente = useCliente(slug);

  const thread = matchPath('/transparencia/peticion/:id', pathname);
  if (thread) return <ThreadPage key={`${slug}/${thread.id}`} slug={slug} cliente={cliente} folio={thread.id ?? ''} query={query} />;
  const externo = matchPath('/transparencia/externo/:tab?', pathname);
  if (externo?.tab === 'seguir') return <FollowPage slug={slug} cliente={cliente} />;
  if (externo) return <FilingPage key={slug} slug={slug} cliente={cliente} />;
  return null;
}
