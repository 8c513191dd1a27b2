import { isApiRequestError, type MidbImportColumn, type MidbImportField, type MidbImportProblem } from '@sig/shared';
import { apiErrorMessage, type Translate } from '@sig/shared/staff-ui';

/** A refusal or failure of the import in the user's language, with where in the file when the server said. */
export function importErrorText(e: unknown, t: Translate): string {
  if (isApiRequestError(e) && e.code === 'network') return t('import.upload.network');
  const text = apiErrorMessage(e, t);
  if (!isApiRequestError(e) || !e.item) return text;
  const where =
    e.code === 'midb.import_formula' ? 'import.upload.whereCell' : e.code === 'midb.import_csv' ? 'import.upload.whereRow' : e.code === 'midb.import_undecided' ? null : 'import.upload.where';
  return where ? `${text} ${t(where, { item: e.item })}` : text;
}

/** A coded failure the server stored on the import (`error`), translated like a refusal. */
export function storedErrorText(error: { code: string; message: string }, t: Translate): string {
  const key = `error.${error.code}`;
  const own = t(key);
  return own !== key ? own : error.message;
}

/** A field's name (MidbImportField or 'fila'). */
export function fieldLabel(campo: string, t: Translate): string {
  const key = `import.field.${campo}`;
  const own = t(key);
  return own !== key ? own : campo;
}

/**
 * A row's problem: Spanish reads the server's sentence (it names the value and the other row); another
 * language its own sentence for the code.
 */
export function problemText(p: MidbImportProblem, t: Translate, lang: string): string {
  if (lang.startsWith('es')) return p.mensaje;
  const code = p.codigo.startsWith('curp.') ? 'curp' : p.codigo;
  const key = `import.problem.${code}`;
  const own = t(key);
  return own !== key ? own : p.mensaje;
}

/** What a row of the file says for the fields the comparison shows, through the columns' mapping. */
export function rowFields(columnas: readonly MidbImportColumn[], valores: readonly string[]): Partial<Record<MidbImportField, string>> {
  const out: Partial<Record<MidbImportField, string>> = {};
  for (const c of columnas) {
    const v = (valores[c.indice] ?? '').trim();
    if (c.campo && v) out[c.campo] = v;
  }
  return out;
}

/** The row's person as the file names them. */
export function rowName(f: Partial<Record<MidbImportField, string>>): string {
  const apellidos = f.apellidos ?? [f.apellidoPaterno, f.apellidoMaterno].filter(Boolean).join(' ');
  return [f.nombre, apellidos].filter(Boolean).join(' ');
}

/** The mapping's missing required fields (nombre; apellidos or apellidoPaterno), as the server checks them. */
export function missingRequired(campos: readonly (MidbImportField | null)[]): ('nombre' | 'apellidos')[] {
  const out: ('nombre' | 'apellidos')[] = [];
  if (!campos.includes('nombre')) out.push('nombre');
  if (!campos.includes('apellidos') && !campos.includes('apellidoPaterno')) out.push('apellidos');
  return out;
}

export const percent = (done: number, total: number) => (total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0);

/** Bytes as KB or MB, in the user's numbers. */
export function formatBytes(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  const fmt = (n: number, unit: string) => `${new Intl.NumberFormat(lang || 'es', { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  return mb >= 1 ? fmt(mb, 'MB') : fmt(Math.max(0.1, bytes / 1024), 'KB');
}
