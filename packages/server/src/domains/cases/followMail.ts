import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The mails of following a case (issue 24), in the follower's language, and the signed tokens in their
 * links. A token names one follower and what it may do (confirm, stop); it is an HMAC with the server's
 * secret, so nothing is stored and a token cannot be turned into another follower's.
 * No personal data: a follower who is not the filer reads the estatus and the municipality's public notes.
 */

export const FOLLOW_LANGS = ['es', 'en', 'tr', 'ar'] as const;
export type FollowLang = (typeof FOLLOW_LANGS)[number];
/** What a signed link may do: confirm or stop a case follow, or an area alert (areaMail.ts). */
export type TokenPurpose = 'confirmar' | 'baja' | 'alerta-confirmar' | 'alerta-baja';

const sign = (secret: string, purpose: TokenPurpose, followerId: string): string => createHmac('sha256', secret).update(`follow:${purpose}:${followerId}`).digest('base64url');

export const followerToken = (secret: string, purpose: TokenPurpose, followerId: string): string => `${followerId}.${sign(secret, purpose, followerId)}`;

/** The follower id a token carries, if its signature is right for that purpose. */
export function followerOfToken(secret: string, purpose: TokenPurpose, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const a = Buffer.from(token.slice(dot + 1));
  const b = Buffer.from(sign(secret, purpose, id));
  return a.length === b.length && timingSafeEqual(a, b) ? id : null;
}

export interface FollowLinks {
  publicUrl: string;
  slug: string;
  clienteNombre: string;
  secret: string;
}

const page = (l: FollowLinks, fragment: string) => `${l.publicUrl}/act/seguir/${encodeURIComponent(l.slug)}#${fragment}`;
export const followPageLink = (l: FollowLinks, folio: string) => `${l.publicUrl}/act/folio/${encodeURIComponent(l.slug)}/${encodeURIComponent(folio)}`;
export const confirmLink = (l: FollowLinks, followerId: string) => page(l, `confirmar=${followerToken(l.secret, 'confirmar', followerId)}`);
export const stopLink = (l: FollowLinks, followerId: string) => page(l, `baja=${followerToken(l.secret, 'baja', followerId)}`);
/** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` to this URL. */
export const oneClickStopUrl = (l: FollowLinks, followerId: string, apiPath: string) =>
  `${l.publicUrl}${apiPath.replace(':cliente', encodeURIComponent(l.slug))}?t=${encodeURIComponent(followerToken(l.secret, 'baja', followerId))}`;

interface Texts {
  confirmSubject: (folio: string, cliente: string) => string;
  confirmBody: (folio: string, link: string) => string[];
  updateSubject: (folio: string, estatus: string) => string;
  estatusLine: (estatus: string) => string;
  noteLine: string;
  closedLine: string;
  seeLine: (link: string) => string;
  stopLine: (link: string) => string;
}

const TEXTS: Record<FollowLang, Texts> = {
  es: {
    confirmSubject: (folio, cliente) => `${cliente}: confirma que quieres seguir el folio ${folio}`,
    confirmBody: (folio, link) => [`Pediste recibir por correo los avances del folio ${folio}.`, '', 'Confirma con este enlace:', link, '', 'Si no fuiste tú, ignora este correo: no recibirás nada más.'],
    updateSubject: (folio, estatus) => `Folio ${folio}: ${estatus}`,
    estatusLine: (estatus) => `El folio está ahora en: ${estatus}.`,
    noteLine: 'El municipio publicó esta nota:',
    closedLine: 'El caso se cerró.',
    seeLine: (link) => `Ver el folio: ${link}`,
    stopLine: (link) => `Dejar de recibir estos correos: ${link}`,
  },
  en: {
    confirmSubject: (folio, cliente) => `${cliente}: confirm you want to follow folio ${folio}`,
    confirmBody: (folio, link) => [`You asked to receive updates on folio ${folio} by e-mail.`, '', 'Confirm with this link:', link, '', 'If it was not you, ignore this message: you will receive nothing else.'],
    updateSubject: (folio, estatus) => `Folio ${folio}: ${estatus}`,
    estatusLine: (estatus) => `The folio's status is now: ${estatus}.`,
    noteLine: 'The municipality published this note:',
    closedLine: 'The case was closed.',
    seeLine: (link) => `See the folio: ${link}`,
    stopLine: (link) => `Stop receiving these e-mails: ${link}`,
  },
  tr: {
    confirmSubject: (folio, cliente) => `${cliente}: ${folio} numaralı kaydı takip etmek istediğinizi onaylayın`,
    confirmBody: (folio, link) => [`${folio} numaralı kaydın gelişmelerini e-postayla almak istediniz.`, '', 'Bu bağlantıyla onaylayın:', link, '', 'Bu siz değilseniz bu iletiyi yok sayın: başka bir şey almayacaksınız.'],
    updateSubject: (folio, estatus) => `Kayıt ${folio}: ${estatus}`,
    estatusLine: (estatus) => `Kaydın durumu artık: ${estatus}.`,
    noteLine: 'Belediye şu notu yayımladı:',
    closedLine: 'Kayıt kapatıldı.',
    seeLine: (link) => `Kaydı görün: ${link}`,
    stopLine: (link) => `Bu e-postaları almayı bırakın: ${link}`,
  },
  ar: {
    confirmSubject: (folio, cliente) => `${cliente}: أكّد رغبتك في متابعة الملف ${folio}`,
    confirmBody: (folio, link) => [`طلبت تلقي مستجدات الملف ${folio} عبر البريد الإلكتروني.`, '', 'أكّد عبر هذا الرابط:', link, '', 'إن لم تكن أنت، فتجاهل هذه الرسالة: لن تتلقى شيئًا آخر.'],
    updateSubject: (folio, estatus) => `الملف ${folio}: ${estatus}`,
    estatusLine: (estatus) => `حالة الملف الآن: ${estatus}.`,
    noteLine: 'نشرت البلدية هذه الملاحظة:',
    closedLine: 'أُغلقت الحالة.',
    seeLine: (link) => `عرض الملف: ${link}`,
    stopLine: (link) => `إيقاف تلقي هذه الرسائل: ${link}`,
  },
};

export const textsFor = (lang: string): Texts => TEXTS[(FOLLOW_LANGS as readonly string[]).includes(lang) ? (lang as FollowLang) : 'es'];

export interface CaseUpdate {
  folio: string;
  estatus: string;
  closed: boolean;
  /** The public note the change carries (a closing answer, a note published). */
  nota: string | null;
}

export function confirmMail(l: FollowLinks, lang: string, folio: string, followerId: string): { subject: string; text: string; link: string } {
  const t = textsFor(lang);
  const link = confirmLink(l, followerId);
  return { subject: t.confirmSubject(folio, l.clienteNombre), text: t.confirmBody(folio, link).join('\n'), link };
}

export function updateMail(l: FollowLinks, lang: string, u: CaseUpdate, followerId: string): { subject: string; text: string; link: string } {
  const t = textsFor(lang);
  const link = followPageLink(l, u.folio);
  const lines = [t.estatusLine(u.estatus)];
  if (u.closed) lines.push(t.closedLine);
  if (u.nota) lines.push('', t.noteLine, u.nota);
  lines.push('', t.seeLine(link), '', '--', t.stopLine(stopLink(l, followerId)));
  return { subject: `${l.clienteNombre} · ${t.updateSubject(u.folio, u.estatus)}`, text: lines.join('\n'), link };
}
