import type { CodeDestino } from '@sig/shared/contract';

/*
 * Where a code can go, shown so the person recognises it and a stranger who typed their CURP learns
 * next to nothing: the e-mail's first letter and domain, the phone's last two digits.
 */

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••@${email.slice(at + 1)}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••• ••${digits.slice(-2)}`;
}

/** A phone with enough digits to be texted. */
const textable = (phone: string) => phone.replace(/\D/g, '').length >= 10;

export function destinos(h: { email: string; telefono: string }): CodeDestino[] {
  const out: CodeDestino[] = [];
  if (h.email.includes('@')) out.push({ canal: 'email', destino: maskEmail(h.email) });
  if (textable(h.telefono)) out.push({ canal: 'telefono', destino: maskPhone(h.telefono) });
  return out;
}
