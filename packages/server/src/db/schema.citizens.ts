/* Citizens (issue 9): see migration0008Citizens.ts. Instants ISO-8601 UTC text, booleans integers. */

export interface HabitantesTable {
  id: string;
  cliente_id: string;
  /** Normalized (upper case, no spaces); null when registered "sin CURP". */
  curp: string | null;
  sin_curp_motivo: string;
  nombre: string;
  apellidos: string;
  /** YYYY-MM-DD */
  fecha_nacimiento: string | null;
  sexo: 'H' | 'M' | 'X' | null;
  telefono: string;
  email: string;
  direccion: string;
  colonia_id: string | null;
  lat: number | null;
  lng: number | null;
  consentimiento: number;
  search_text: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface PublicUploadsTable {
  token_hash: string;
  cliente_id: string;
  case_id: string;
  remaining: number;
  expires_at: string;
}

/** One-time codes proving a habitante (migration 0013). */
export interface HabitanteCodesTable {
  id: string;
  cliente_id: string;
  habitante_id: string;
  canal: 'email' | 'telefono';
  /** SHA-256 of `<id>:<code>`. */
  code_hash: string;
  tries: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CitizenTables {
  habitantes: HabitantesTable;
  public_uploads: PublicUploadsTable;
  habitante_codes: HabitanteCodesTable;
}
