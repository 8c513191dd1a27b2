import { PUBLIC_PATHS } from '@sig/shared/contract';
import { FOLLOW_LANGS, followPageLink, followerToken, type FollowLang, type FollowLinks } from './followMail';

/*
 * The mails of area alerts (issue 24), in the subscriber's language: the confirmation (double opt-in) and the
 * daily digest. Their links carry tokens signed like a case follow's (followMail.ts), for their own purposes,
 * so a case's token never stops an alert or the other way round. No personal data: a digest names a reporte by
 * folio, tipo, estatus and colonia (what the public map shows) and quotes only the municipality's public notes.
 */

/** How an area reads in a mail: a colonia by name, or a circle by radius and centre. */
export interface AreaName {
  colonia: string | null;
  radio: number | null;
  lat: number | null;
  lng: number | null;
  tipos: string[];
}

export interface DigestCase {
  folio: string;
  tipo: string;
  estatus: string;
  colonia: string | null;
  nuevo: boolean;
  /** Estatus set in the window, oldest first. */
  cambios: string[];
  notas: string[];
}

interface Texts {
  area: (a: AreaName) => string;
  only: (tipos: string) => string;
  confirmSubject: (cliente: string) => string;
  confirmBody: (area: string, link: string) => string[];
  digestSubject: (cliente: string, area: string, day: string) => string;
  digestIntro: (area: string, day: string) => string;
  nuevos: (n: number) => string;
  avances: (n: number) => string;
  nowIn: (estatus: string) => string;
  nota: string;
  more: (n: number, link: string) => string;
  stopLine: (link: string) => string;
}

/** The circle in words; Arabic writes its own units (a Latin "m" after the number reads backwards in a right-to-left line). */
const circle = (a: AreaName, words: (m: string, at: string) => string, units: [string, string] = ['m', 'km']) =>
  words(a.radio! >= 1000 ? `${a.radio! / 1000} ${units[1]}` : `${a.radio} ${units[0]}`, `${a.lat!.toFixed(5)}, ${a.lng!.toFixed(5)}`);

const TEXTS: Record<FollowLang, Texts> = {
  es: {
    area: (a) => (a.colonia !== null ? `la colonia ${a.colonia}` : circle(a, (m, at) => `${m} alrededor de ${at}`)),
    only: (tipos) => `solo: ${tipos}`,
    confirmSubject: (cliente) => `${cliente}: confirma tu alerta de zona`,
    confirmBody: (area, link) => [`Pediste recibir cada día por correo los reportes nuevos y sus avances en ${area}.`, '', 'Confirma con este enlace:', link, '', 'Si no fuiste tú, ignora este correo: no recibirás nada más.'],
    digestSubject: (cliente, area, day) => `${cliente} · Novedades en ${area} (${day})`,
    digestIntro: (area, day) => `Lo nuevo en ${area} hasta el ${day}.`,
    nuevos: (n) => `Reportes nuevos (${n}):`,
    avances: (n) => `Avances (${n}):`,
    nowIn: (estatus) => `ahora: ${estatus}`,
    nota: 'Nota del municipio:',
    more: (n, link) => `Y ${n} más: ${link}`,
    stopLine: (link) => `Dejar de recibir este resumen: ${link}`,
  },
  en: {
    area: (a) => (a.colonia !== null ? `the ${a.colonia} neighbourhood` : circle(a, (m, at) => `${m} around ${at}`)),
    only: (tipos) => `only: ${tipos}`,
    confirmSubject: (cliente) => `${cliente}: confirm your area alert`,
    confirmBody: (area, link) => [`You asked to receive, once a day by e-mail, the new reports and their updates in ${area}.`, '', 'Confirm with this link:', link, '', 'If it was not you, ignore this message: you will receive nothing else.'],
    digestSubject: (cliente, area, day) => `${cliente} · What's new in ${area} (${day})`,
    digestIntro: (area, day) => `What's new in ${area} up to ${day}.`,
    nuevos: (n) => `New reports (${n}):`,
    avances: (n) => `Updates (${n}):`,
    nowIn: (estatus) => `now: ${estatus}`,
    nota: 'Note from the municipality:',
    more: (n, link) => `And ${n} more: ${link}`,
    stopLine: (link) => `Stop receiving this digest: ${link}`,
  },
  tr: {
    area: (a) => (a.colonia !== null ? `${a.colonia} mahallesi` : circle(a, (m, at) => `${at} çevresinde ${m}`)),
    only: (tipos) => `yalnızca: ${tipos}`,
    confirmSubject: (cliente) => `${cliente}: bölge uyarınızı onaylayın`,
    confirmBody: (area, link) => [`${area} için yeni bildirimleri ve gelişmelerini her gün e-postayla almak istediniz.`, '', 'Bu bağlantıyla onaylayın:', link, '', 'Bu siz değilseniz bu iletiyi yok sayın: başka bir şey almayacaksınız.'],
    digestSubject: (cliente, area, day) => `${cliente} · ${area}: yenilikler (${day})`,
    digestIntro: (area, day) => `${area} için ${day} tarihine kadar olan yenilikler.`,
    nuevos: (n) => `Yeni bildirimler (${n}):`,
    avances: (n) => `Gelişmeler (${n}):`,
    nowIn: (estatus) => `şimdi: ${estatus}`,
    nota: 'Belediyenin notu:',
    more: (n, link) => `Ve ${n} tane daha: ${link}`,
    stopLine: (link) => `Bu özeti almayı bırakın: ${link}`,
  },
  ar: {
    area: (a) => (a.colonia !== null ? `حي ${a.colonia}` : circle(a, (m, at) => `${m} حول ${at}`, ['م', 'كم'])),
    only: (tipos) => `فقط: ${tipos}`,
    confirmSubject: (cliente) => `${cliente}: أكّد تنبيه المنطقة`,
    confirmBody: (area, link) => [`طلبت أن تتلقى كل يوم عبر البريد الإلكتروني البلاغات الجديدة ومستجداتها في ${area}.`, '', 'أكّد عبر هذا الرابط:', link, '', 'إن لم تكن أنت، فتجاهل هذه الرسالة: لن تتلقى شيئًا آخر.'],
    digestSubject: (cliente, area, day) => `${cliente} · الجديد في ${area} (${day})`,
    digestIntro: (area, day) => `الجديد في ${area} حتى ${day}.`,
    nuevos: (n) => `بلاغات جديدة (${n}):`,
    avances: (n) => `مستجدات (${n}):`,
    nowIn: (estatus) => `الآن: ${estatus}`,
    nota: 'ملاحظة البلدية:',
    more: (n, link) => `و${n} أخرى: ${link}`,
    stopLine: (link) => `إيقاف تلقي هذا الملخص: ${link}`,
  },
};

const textsFor = (lang: string): Texts => TEXTS[(FOLLOW_LANGS as readonly string[]).includes(lang) ? (lang as FollowLang) : 'es'];

/** The area in words, with its tipos when it has some. */
export function areaWords(lang: string, a: AreaName): string {
  const t = textsFor(lang);
  return a.tipos.length > 0 ? `${t.area(a)} (${t.only(a.tipos.join(', '))})` : t.area(a);
}

const page = (l: FollowLinks, fragment: string) => `${l.publicUrl}/act/seguir/${encodeURIComponent(l.slug)}#${fragment}`;
export const alertConfirmLink = (l: FollowLinks, alertId: string) => page(l, `confirmar-alerta=${followerToken(l.secret, 'alerta-confirmar', alertId)}`);
export const alertStopLink = (l: FollowLinks, alertId: string) => page(l, `baja-alerta=${followerToken(l.secret, 'alerta-baja', alertId)}`);
/** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` here. */
export const alertOneClickUrl = (l: FollowLinks, alertId: string) =>
  `${l.publicUrl}${PUBLIC_PATHS.areaStop.replace(':cliente', encodeURIComponent(l.slug))}?t=${encodeURIComponent(followerToken(l.secret, 'alerta-baja', alertId))}`;
export const startPageLink = (l: FollowLinks) => `${l.publicUrl}/act/s/${encodeURIComponent(l.slug)}`;

export function alertConfirmMail(l: FollowLinks, lang: string, area: AreaName, alertId: string): { subject: string; text: string; link: string } {
  const t = textsFor(lang);
  const link = alertConfirmLink(l, alertId);
  return { subject: t.confirmSubject(l.clienteNombre), text: t.confirmBody(areaWords(lang, area), link).join('\n'), link };
}

/** One day's digest: the new reportes, then the public updates of older ones, each with its folio page. */
export function digestMail(l: FollowLinks, lang: string, area: AreaName, day: string, cases: DigestCase[], more: number, alertId: string): { subject: string; text: string; link: string } {
  const t = textsFor(lang);
  const words = areaWords(lang, area);
  const line = (c: DigestCase) => [c.folio, c.tipo, c.estatus, c.colonia].filter((x): x is string => Boolean(x)).join(' · ');
  const lines = [t.digestIntro(words, day)];
  const nuevos = cases.filter((c) => c.nuevo);
  const avances = cases.filter((c) => !c.nuevo);
  if (nuevos.length > 0) {
    lines.push('', t.nuevos(nuevos.length));
    for (const c of nuevos) {
      lines.push(`- ${line(c)}`);
      for (const nota of c.notas) lines.push(`  ${t.nota} ${nota}`);
      lines.push(`  ${followPageLink(l, c.folio)}`);
    }
  }
  if (avances.length > 0) {
    lines.push('', t.avances(avances.length));
    for (const c of avances) {
      lines.push(`- ${line(c)}`);
      if (c.cambios.length > 0) lines.push(`  ${t.nowIn(c.cambios[c.cambios.length - 1]!)}`);
      for (const nota of c.notas) lines.push(`  ${t.nota} ${nota}`);
      lines.push(`  ${followPageLink(l, c.folio)}`);
    }
  }
  if (more > 0) lines.push('', t.more(more, startPageLink(l)));
  lines.push('', '--', t.stopLine(alertStopLink(l, alertId)));
  return { subject: t.digestSubject(l.clienteNombre, words, day), text: lines.join('\n'), link: startPageLink(l) };
}
