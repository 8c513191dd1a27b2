/**
 * The contract's BT_PUBLIC_PATHS the public pages call (shared/src/contract/bettaidPaths.ts), written here so
 * @sig/shared, which every cold page loads, does not grow by them and the public pages need not load staff-ui for
 * them (as Eventos' and the bot's public pages do); publicPaths.test.ts holds them equal.
 */
export const BT_PUBLIC = {
  verificacion: '/api/1.0/bettaid/public/btid/:id',
  miCredencial: '/api/1.0/bettaid/public/:cliente/habitantes/:habitanteId/credenciales/:tipoId',
  miCredencialPdf: '/api/1.0/bettaid/public/:cliente/habitantes/:habitanteId/credenciales/:tipoId/credencial.pdf',
} as const;

export const fillPath = (template: string, params: Record<string, string>): string => template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
