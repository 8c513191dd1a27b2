import { OTP_MINUTES } from '@sig/shared/contract';

/*
 * The one-time code that proves who a citizen is, in Spanish (the portal's language for them); the mail
 * with a folio and its follow code is the cases domain's (cases/followCodeMail.ts).
 */

export const otpMailText = (clienteNombre: string, code: string) => ({
  subject: `${clienteNombre}: tu código de verificación`,
  text: [`Tu código es ${code}.`, '', `Vence en ${OTP_MINUTES} minutos y sirve una sola vez.`, 'Si no lo pediste, ignora este correo: nadie puede usarlo sin él.'].join('\n'),
});

export const otpSmsText = (clienteNombre: string, code: string) => `${clienteNombre}: tu código es ${code}. Vence en ${OTP_MINUTES} min. No lo compartas.`;
