import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TRANSP_PUBLIC_PATHS, TRANSP_UNSUBSCRIBE_PARAM, formatFollowCode, transpPath, transpThreadPage, type TranspMail } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../core';
import type * as repo from './transparencia.repository';

/*
 * The mails a requester receives when they gave an e-mail: on filing (with the folio and the follow code),
 * prevención, extension and answer. They go through the mail queue in the transaction of the change they
 * tell of (one per change: the dedupe key), in the language chosen when filing. Each carries an
 * unsubscribe link to the thread page and RFC 8058's one-click header; the token is an HMAC of the request
 * id with the server's secret, so nothing is stored and one request's token cannot stop another's mails.
 */

const LANGS = ['es', 'en', 'tr', 'ar'] as const;
type Lang = (typeof LANGS)[number];

const sign = (secret: string, requestId: string) => createHmac('sha256', secret).update(`transparencia:baja:${requestId}`).digest('base64url');
export const unsubscribeToken = (secret: string, requestId: string): string => `${requestId}.${sign(secret, requestId)}`;

/** The request id an unsubscribe token names, if its signature is right. */
export function requestOfToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const a = Buffer.from(token.slice(dot + 1));
  const b = Buffer.from(sign(secret, id));
  return a.length === b.length && timingSafeEqual(a, b) ? id : null;
}

interface Texts {
  subject: Record<TranspMail, (folio: string, cliente: string) => string>;
  body: Record<TranspMail, string>;
  folio: string;
  code: string;
  keep: string;
  due: string;
  replyBy: string;
  see: string;
  stop: string;
}

const TEXTS: Record<Lang, Texts> = {
  es: {
    subject: {
      recibida: (f, c) => `${c}: recibimos tu solicitud de información ${f}`,
      prevencion: (f) => `Solicitud ${f}: necesitamos que aclares tu solicitud`,
      ampliacion: (f) => `Solicitud ${f}: se amplió el plazo de respuesta`,
      respuesta: (f) => `Solicitud ${f}: ya tiene respuesta`,
    },
    body: {
      recibida: 'Recibimos tu solicitud de acceso a la información.',
      prevencion: 'La unidad de transparencia te pide aclarar o completar tu solicitud. El plazo de respuesta se detiene hasta que respondas:',
      ampliacion: 'El plazo para responder tu solicitud se amplió. Motivo:',
      respuesta: 'Tu solicitud tiene respuesta. Puedes verla y descargar los documentos en la página de tu folio.',
    },
    folio: 'Folio',
    code: 'Código de seguimiento',
    keep: 'Guarda el folio y el código: con ellos ves el avance de tu solicitud.',
    due: 'Fecha límite de respuesta',
    replyBy: 'Responde a más tardar el',
    see: 'Ver tu solicitud',
    stop: 'Dejar de recibir estos correos',
  },
  en: {
    subject: {
      recibida: (f, c) => `${c}: we received your information request ${f}`,
      prevencion: (f) => `Request ${f}: please clarify your request`,
      ampliacion: (f) => `Request ${f}: the answer period was extended`,
      respuesta: (f) => `Request ${f}: it has been answered`,
    },
    body: {
      recibida: 'We received your request for access to information.',
      prevencion: 'The transparency unit asks you to clarify or complete your request. The answer period is stopped until you reply:',
      ampliacion: 'The period to answer your request was extended. Reason:',
      respuesta: 'Your request has been answered. You can read the answer and download the documents on your folio’s page.',
    },
    folio: 'Folio',
    code: 'Follow code',
    keep: 'Keep the folio and the code: with them you can follow your request.',
    due: 'Answer due by',
    replyBy: 'Reply no later than',
    see: 'See your request',
    stop: 'Stop receiving these e-mails',
  },
  tr: {
    subject: {
      recibida: (f, c) => `${c}: ${f} numaralı bilgi talebinizi aldık`,
      prevencion: (f) => `Talep ${f}: lütfen talebinizi açıklayın`,
      ampliacion: (f) => `Talep ${f}: yanıt süresi uzatıldı`,
      respuesta: (f) => `Talep ${f}: yanıtlandı`,
    },
    body: {
      recibida: 'Bilgi edinme talebinizi aldık.',
      prevencion: 'Şeffaflık birimi talebinizi açıklamanızı veya tamamlamanızı istiyor. Yanıt verene kadar yanıt süresi durur:',
      ampliacion: 'Talebinizi yanıtlama süresi uzatıldı. Gerekçe:',
      respuesta: 'Talebiniz yanıtlandı. Yanıtı okuyup belgeleri talep sayfanızdan indirebilirsiniz.',
    },
    folio: 'Talep numarası',
    code: 'Takip kodu',
    keep: 'Talep numarasını ve kodu saklayın: talebinizi onlarla takip edebilirsiniz.',
    due: 'Yanıt için son gün',
    replyBy: 'En geç şu tarihte yanıtlayın',
    see: 'Talebinizi görün',
    stop: 'Bu e-postaları almayı bırakın',
  },
  ar: {
    subject: {
      recibida: (f, c) => `${c}: استلمنا طلب المعلومات ${f}`,
      prevencion: (f) => `الطلب ${f}: يرجى توضيح طلبك`,
      ampliacion: (f) => `الطلب ${f}: تم تمديد مهلة الرد`,
      respuesta: (f) => `الطلب ${f}: تم الرد عليه`,
    },
    body: {
      recibida: 'استلمنا طلبك للحصول على المعلومات.',
      prevencion: 'تطلب منك وحدة الشفافية توضيح طلبك أو استكماله. تتوقف مهلة الرد حتى ترد:',
      ampliacion: 'تم تمديد مهلة الرد على طلبك. السبب:',
      respuesta: 'تم الرد على طلبك. يمكنك قراءة الرد وتنزيل المستندات من صفحة طلبك.',
    },
    folio: 'رقم الطلب',
    code: 'رمز المتابعة',
    keep: 'احتفظ برقم الطلب والرمز: بهما تتابع طلبك.',
    due: 'آخر موعد للرد',
    replyBy: 'رد في موعد أقصاه',
    see: 'عرض طلبك',
    stop: 'إيقاف استلام هذه الرسائل',
  },
};

export interface MailLinks {
  publicUrl: string;
  slug: string;
  clienteNombre: string;
  secret: string;
}

export interface MailFacts {
  /** The follow code: only in the filing mail (it is never stored in clear). */
  code?: string;
  due?: string | null;
  /** The prevención's text and reply day, the extension's reason. */
  texto?: string;
  replyBy?: string;
}

/** Queues one mail to the requester, if they gave an e-mail and did not unsubscribe; true when queued. */
export async function queueRequesterMail(db: Kysely<Database>, now: string, links: MailLinks, row: repo.RequestRow, mail: TranspMail, facts: MailFacts): Promise<boolean> {
  if (!row.email || row.avisos !== 1) return false;
  const t = TEXTS[(LANGS as readonly string[]).includes(row.lang) ? (row.lang as Lang) : 'es'];
  const token = unsubscribeToken(links.secret, row.id);
  const page = `${links.publicUrl}${transpThreadPage(links.slug, row.folio)}`;
  const stopLink = `${page}&${TRANSP_UNSUBSCRIBE_PARAM}=${encodeURIComponent(token)}`;
  const oneClick = `${links.publicUrl}${transpPath(TRANSP_PUBLIC_PATHS.baja, { cliente: links.slug })}?t=${encodeURIComponent(token)}`;
  const lines = [
    t.body[mail],
    ...(facts.texto ? ['', facts.texto] : []),
    '',
    `${t.folio}: ${row.folio}`,
    ...(facts.code ? [`${t.code}: ${formatFollowCode(facts.code)}`, '', t.keep] : []),
    ...(facts.replyBy ? [`${t.replyBy}: ${facts.replyBy}`] : []),
    ...(facts.due ? [`${t.due}: ${facts.due}`] : []),
    '',
    `${t.see}: ${page}`,
    '',
    `${t.stop}: ${stopLink}`,
  ];
  await enqueueMail(db, now, {
    clienteId: row.cliente_id,
    dedupeKey: `transparencia:${mail}:${row.id}`,
    to: row.email,
    subject: t.subject[mail](row.folio, links.clienteNombre),
    text: lines.join('\n'),
    link: page,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}
