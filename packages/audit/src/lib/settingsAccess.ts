/** Who may change the sampling rule and the checklists (the server's `supervisor` guard of PUT regla and checklists). */
export const AUDIT_SETTINGS_WRITERS = ['admin', 'SigAuditoriaV2Supervisor'] as const;
