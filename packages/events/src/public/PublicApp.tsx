import { matchPath, useLocationPath, type PublicCliente } from '@sig/shared';
import { useCallback, useEffect, useState } from 'react';

import { useEvT } from '../i18n';
import { Problem } from './controls';
import { BoletoPage } from './BoletoPage';
import { PublicShell } from './PublicShell';
import { evPublicApi } from './publicApi';
import { RegistroPage } from './RegistroPage';

const PRODUCT_ID = 'eventos';

/** The municipality's header data; null while unknown or when the slug names none (the pages still work). */
function useCliente(slug: string): PublicCliente | null {
  const [cliente, setCliente] = useState<PublicCliente | null>(null);
  useEffect(() => {
    setCliente(null);
    if (!slug) return;
    let live = true;
    evPublicApi.cliente(slug).then(
      (c) => live && setCliente(c),
      () => undefined,
    );
    return () => void (live = false);
  }, [slug]);
  return cliente;
}

/** The public half: registering for an event and the ticket. */
export function PublicApp() {
  const pathname = useLocationPath();
  const { t } = useEvT();
  const registro = matchPath('/evento/:productId/:clienteId/:habitanteId/:tipoId', pathname);
  const boleto = matchPath('/ev/:id/:user/:tab?', pathname);
  // the ticket's address has no slug: the ticket itself names its municipality
  const [boletoSlug, setBoletoSlug] = useState('');
  const onSlug = useCallback((slug: string) => setBoletoSlug(slug), []);
  const cliente = useCliente(registro?.clienteId ?? boletoSlug);

  if (boleto?.id && boleto.user) {
    const tab = boleto.tab === 'evento' ? 'evento' : 'boleto';
    return <BoletoPage key={`${boleto.id}/${boleto.user}`} eventoId={boleto.id} registroId={boleto.user} tab={tab} cliente={cliente} onSlug={onSlug} />;
  }
  if (registro?.productId === PRODUCT_ID && registro.clienteId && registro.tipoId)
    return <RegistroPage key={`${registro.clienteId}/${registro.tipoId}`} slug={registro.clienteId} eventoId={registro.tipoId} habitanteId={registro.habitanteId ?? '-'} cliente={cliente} />;
  return (
    <PublicShell cliente={cliente} title={t('registro.title')}>
      <Problem>{t('public.notFound')}</Problem>
    </PublicShell>
  );
}
