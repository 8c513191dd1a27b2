import { PUBLIC_PATHS, checkResponse, publicPath, readAnswer, type EvBoleto, type EvPublicEvento, type EvRegistroBody, type EvRegistroResponse, type PublicCliente } from '@sig/shared';
import ky, { type Options } from 'ky';

import { EV_PUBLIC, fillPath } from './publicPaths';

/**
 * A citizen has no account: these calls never carry the staff Bearer header, and a 401 never logs anyone out (the
 * shared `api` instance does both). Reads retry on a flaky mobile network; a registration never repeats on its own
 * (the server answers the same ticket to the same person anyway).
 */
const client = ky.create({ timeout: 30_000, retry: { limit: 2, methods: ['get'] } });

type SchemaName = Parameters<typeof checkResponse>[0];

async function call<T>(schema: SchemaName, url: string, options: Options = {}): Promise<T> {
  const { data, headers } = await readAnswer(client(url, options));
  return (await checkResponse(schema, data, url, headers)) as T;
}

export const evPublicApi = {
  cliente: (slug: string) => call<PublicCliente>('PublicCliente', publicPath(PUBLIC_PATHS.cliente, { cliente: slug })),
  evento: (slug: string, eventoId: string) => call<EvPublicEvento>('EvPublicEvento', fillPath(EV_PUBLIC.evento, { cliente: slug, eventoId })),
  registrar: (slug: string, eventoId: string, body: EvRegistroBody) =>
    call<EvRegistroResponse>('EvRegistroResponse', fillPath(EV_PUBLIC.registros, { cliente: slug, eventoId }), { method: 'post', json: body }),
  boleto: (eventoId: string, registroId: string) => call<EvBoleto>('EvBoleto', fillPath(EV_PUBLIC.boleto, { eventoId, registroId })),
  cancelar: (eventoId: string, registroId: string) => call<EvBoleto>('EvBoleto', fillPath(EV_PUBLIC.cancelar, { eventoId, registroId }), { method: 'post' }),
};

/** The ticket's QR as an image the server draws (its signed token); a plain <img>, no script. */
export const qrSrc = (eventoId: string, registroId: string): string => fillPath(EV_PUBLIC.boletoQr, { eventoId, registroId });
