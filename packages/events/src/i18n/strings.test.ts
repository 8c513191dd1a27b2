import { CURP_MESSAGES, EV_CIERRES, EV_ERRORS, EV_ESTADOS, EV_ORIGENES, EV_REGISTRO_ESTADOS, EV_REGISTRO_FILTROS, EV_SCAN_RESULTADOS } from '@sig/shared/contract';
import { testStringParity } from '@sig/shared/testing/stringParity';

import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { tr } from './tr';

testStringParity({ es, en, tr, ar });

const MOTIVOS = ['malformed', 'unknown_key', 'bad_signature', 'expired', 'cliente', 'codigo'];

test('every error code, state, filter, closing reason, scan result and CURP problem of the contract has its text in every language', () => {
  const needed = [
    ...Object.keys(EV_ERRORS).map((code) => `error.${code}`),
    ...EV_ESTADOS.map((e) => `estado.${e}`),
    ...EV_REGISTRO_ESTADOS.flatMap((e) => [`registro.estado.${e}`, `boleto.estado.${e}`]),
    ...EV_REGISTRO_FILTROS.map((f) => `filtro.${f}`),
    ...EV_ORIGENES.map((o) => `origen.${o}`),
    ...EV_CIERRES.map((c) => `cierre.${c}`),
    ...EV_SCAN_RESULTADOS.map((r) => `door.verdict.${r}`),
    ...MOTIVOS.map((m) => `door.motivo.${m}`),
    ...Object.keys(CURP_MESSAGES).map((p) => `curp.${p}`),
  ];
  for (const strings of [es, en, tr, ar] as Record<string, string>[]) expect(needed.filter((k) => !strings[k])).toEqual([]);
});

test('Arabic gives every counted string its six plural forms', () => {
  const counted = [...new Set(Object.keys(es).filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)))];
  const missing = counted.flatMap((k) => ['zero', 'one', 'two', 'few', 'many', 'other'].map((f) => `${k}_${f}`)).filter((k) => !(ar as Record<string, string>)[k]);
  expect(missing).toEqual([]);
});
