import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { holdsPermission, type Session } from '../../core';

/**
 * The preHandlers of Logística's routes: the `logistica` product (403 product.disabled), then the permission;
 * the master `admin` passes all. `lista`: who sees deliveries (LogisticaLista or LogisticaEditar; a
 * repartidor holds one of them, and the service checks the assignment where it matters); `editar`: who
 * creates, assigns and changes; `usuarios`: who manages the delivery staff; `staffRead`: the staff list and
 * the figures, read by either side.
 */
export function logAccess(app: FastifyInstance) {
  const product = app.requireProduct('logistica');
  const only = (...p: Parameters<typeof app.access.permissions>): preHandlerAsyncHookHandler[] => [product, app.access.permissions(...p)];
  return {
    lista: only('LogisticaLista', 'LogisticaEditar'),
    editar: only('LogisticaEditar'),
    usuarios: only('LogisticaUsers'),
    staffRead: only('LogisticaUsers', 'LogisticaLista', 'LogisticaEditar'),
  };
}

/** Who creates, assigns and changes deliveries (and may record a field write on one not assigned to them). */
export const isEditor = (s: Session): boolean => holdsPermission(s.permissions, 'LogisticaEditar');
