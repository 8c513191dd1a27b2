/** The setup guide's confirmed or skipped steps (migration 0024). */
export interface SetupStepsTable {
  cliente_id: string;
  step: string;
  state: 'hecho' | 'omitido';
  updated_by: string | null;
  updated_at: string;
}

export interface SetupTables {
  setup_steps: SetupStepsTable;
}
