import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { AREA_FEED_SIZE, AreaFeedQuery, ClienteSlugParams, FollowCodeBody, FollowParams, PUBLIC_PATHS, PublicCase, PublicCliente, MunicipiosQuery, MunicipiosResponse, NearbyQuery, NearbyResponse, PublicMapQuery, PublicMapResponse, PublicColonias, PublicPhotoParams, PublicPhotoQuery } from '@sig/shared/contract';
import { atomFeed, contentDisposition, feedCases, findNearby, findPublicPhoto, isAreaProblem, listPublicColonias, photoLink, resolveArea } from '../cases';
import { isPublicReporteTipo } from './citizens.repository';
import { citizenError } from './citizenError';
import { photoLinkValid } from '../cases';
import { gzipLargeAnswer } from '../../lib/jsonBody';
import type { ZodTypeProvider } from '../../plugins/zod';
import type { z } from 'zod';
import { requireCliente, requireSigCliente } from './publicCliente';
import { findMunicipios } from './municipios';
import { publicReadsService } from './publicReads.service';
import { openToOtherSites } from './otherSites';

/*
 * The reads other municipal sites embed (the public map, a folio's status — with its code by POST —, the
 * cliente's look, the cards before filing): open to any origin (otherSites.ts). The writes the embedded
 * form and folio lookup make are opened route by route in their own contexts.
 */

const CORS_PATHS = [PUBLIC_PATHS.cliente, PUBLIC_PATHS.follow, PUBLIC_PATHS.map, PUBLIC_PATHS.municipios, PUBLIC_PATHS.nearby, PUBLIC_PATHS.colonias, PUBLIC_PATHS.atom];

export async function publicReadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = publicReadsService(app.db, { publicUrl: app.config.publicUrl, secret: app.config.jwtSecret, clock: app.clock });
  const config = app.perAddress('publicReadPerAddress');
  const open = app.access.public();

  openToOtherSites(
    app,
    CORS_PATHS.map((url) => ({ url, methods: url === PUBLIC_PATHS.follow ? ['GET', 'POST'] : ['GET'] })),
  );

  r.get(PUBLIC_PATHS.municipios, { schema: { querystring: MunicipiosQuery, response: { 200: MunicipiosResponse } }, config, preHandler: open }, async (req) => ({
    items: await findMunicipios(app.db, app.config.publicUrl, req.query),
  }));

  r.get(PUBLIC_PATHS.cliente, { schema: { params: ClienteSlugParams, response: { 200: PublicCliente } }, config, preHandler: open }, async (req) =>
    reads.cliente(await requireCliente(app, req.params.cliente)),
  );

  const follow = async (params: z.infer<typeof FollowParams>, codigo: string | null) => reads.follow(await requireSigCliente(app, params.cliente), params.folio, codigo);
  r.get(PUBLIC_PATHS.follow, { schema: { params: FollowParams, response: { 200: PublicCase } }, config, preHandler: open }, async (req) => follow(req.params, null));
  // the code in a body, never in the URL that request logs and proxies keep
  r.post(PUBLIC_PATHS.follow, { schema: { params: FollowParams, body: FollowCodeBody, response: { 200: PublicCase } }, config, preHandler: open }, async (req) => follow(req.params, req.body.codigo));

  // a photo by its signed link: a bad or expired link is a 404 like a missing file (nothing to tell a guesser)
  r.get(PUBLIC_PATHS.photo, { schema: { params: PublicPhotoParams, querystring: PublicPhotoQuery }, config, preHandler: open }, async (req, reply) => {
    const cliente = await requireSigCliente(app, req.params.cliente);
    const left = photoLinkValid(app.config.jwtSecret, cliente.id, req.params.fileId, req.query.e, req.query.s, app.clock());
    const photo = left === null ? null : await findPublicPhoto(app.db, app.config.dataDir, cliente.id, req.params.fileId);
    if (left === null || !photo) throw citizenError(404, 'citizen.photo_not_found', 'fileId');
    return reply
      .header('Content-Type', photo.tipo)
      .header('Content-Length', String(photo.size))
      .header('Content-Disposition', contentDisposition('inline', photo.nombre))
      .header('Cache-Control', `private, max-age=${left}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(createReadStream(photo.full));
  });

  // the cards before filing: open reportes of this public tipo near the place (no ids, no personal data)
  r.get(PUBLIC_PATHS.nearby, { schema: { params: ClienteSlugParams, querystring: NearbyQuery, response: { 200: NearbyResponse } }, config, preHandler: open }, async (req) => {
    const cliente = await requireSigCliente(app, req.params.cliente);
    if (!(await isPublicReporteTipo(app.db, cliente.id, req.query.tipoId))) throw citizenError(400, 'citizen.tipo_not_public', 'tipoId');
    const now = app.clock();
    return findNearby(app.db, cliente.id, { ...req.query, excluir: undefined }, now, (fileId) => photoLink(app.config.jwtSecret, app.config.publicUrl, cliente, fileId, now), false);
  });

  r.get(PUBLIC_PATHS.map, { schema: { params: ClienteSlugParams, querystring: PublicMapQuery, response: { 200: PublicMapResponse } }, config, preHandler: open, onSend: gzipLargeAnswer }, async (req) =>
    reads.map(await requireSigCliente(app, req.params.cliente), req.query),
  );

  // the areas a citizen can follow by name
  r.get(PUBLIC_PATHS.colonias, { schema: { params: ClienteSlugParams, response: { 200: PublicColonias } }, config, preHandler: open }, async (req) => ({
    items: await listPublicColonias(app.db, (await requireSigCliente(app, req.params.cliente)).id),
  }));

  // the newest public reportes as Atom, with the area alerts' filters (no personal data: what the public map shows)
  r.get(PUBLIC_PATHS.atom, { schema: { params: ClienteSlugParams, querystring: AreaFeedQuery }, config, preHandler: open }, async (req, reply) => {
    const cliente = await requireSigCliente(app, req.params.cliente);
    const area = await resolveArea(app.db, cliente.id, req.query);
    if (isAreaProblem(area)) throw citizenError(400, area.code, area.field);
    const base = app.config.publicUrl;
    const slug = encodeURIComponent(cliente.slug);
    const search = new URLSearchParams();
    if (area.coloniaId !== null) search.set('colonia', area.coloniaId);
    if (area.radio !== null) {
      search.set('lat', String(area.lat));
      search.set('lng', String(area.lng));
      search.set('radio', String(area.radio));
    }
    if (area.tipoIds.length > 0) search.set('tipos', area.tipoIds.join(','));
    const query = search.toString();
    const where = area.coloniaNombre ?? (area.radio !== null ? `${area.radio} m alrededor de ${area.lat}, ${area.lng}` : null);
    const title = [`${cliente.nombre}: reportes`, where, area.tipoNombres.length > 0 ? area.tipoNombres.join(', ') : null].filter(Boolean).join(' · ');
    const xml = atomFeed(
      {
        selfUrl: `${base}${PUBLIC_PATHS.atom.replace(':cliente', slug)}${query ? `?${query}` : ''}`,
        homeUrl: `${base}/act/s/${slug}`,
        title,
        author: cliente.nombre,
        fallbackUpdated: cliente.created_at,
        folioUrl: (folio) => `${base}/act/folio/${slug}/${encodeURIComponent(folio)}`,
        summary: (c) => [`Tipo: ${c.tipo}`, `Estatus: ${c.estatus}`, c.colonia ? `Colonia: ${c.colonia}` : null].filter(Boolean).join('. ') + '.',
      },
      await feedCases(app.db, cliente.id, area, AREA_FEED_SIZE),
    );
    return reply.header('content-type', 'application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
}
