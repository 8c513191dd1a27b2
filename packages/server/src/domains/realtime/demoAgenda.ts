import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iso } from '../../lib/clock';
import { insertEvent } from './quickPanel.repository';

const DAY = 24 * 3600 * 1000;

/**
 * Three upcoming events for the demo cliente's quick panel. Meant for the first-start seed (demoSeed.ts,
 * right after the demo cliente is created), so a fresh demo shows something; never for real clientes.
 */
export async function seedDemoAgenda(db: Kysely<Database>, clienteId: string, now: Date): Promise<void> {
  const at = (days: number, hour: number) => {
    const d = new Date(now.getTime() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const events = [
    { title: 'Sesión de cabildo', detail: 'Sala de cabildo, palacio municipal', startsAt: at(2, 16) },
    { title: 'Jornada de limpieza', detail: 'Parque central, con la cuadrilla de servicios públicos', startsAt: at(6, 14) },
    { title: 'Revisión de reportes ciudadanos', detail: 'Reunión semanal de atención ciudadana', startsAt: at(9, 17) },
  ];
  for (const e of events) await insertEvent(db, clienteId, e, iso(now));
}
