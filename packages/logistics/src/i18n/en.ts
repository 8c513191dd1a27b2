import type { es } from './es';

export const en: Record<keyof typeof es, string> = {
  // ---- common (states, reasons) ----
  'common.cancel': 'Cancel',
  'common.retry': 'Retry',
  'estado.pendiente': 'Pending',
  'estado.en_ruta': 'On route',
  'estado.entregada': 'Delivered',
  'estado.fallida': 'Failed',
  'estado.reprogramada': 'Rescheduled',
  'motivo.no_encontrado': 'Person not found',
  'motivo.rechazada': 'The person refused it',
  'motivo.domicilio_incorrecto': 'Wrong address',
  'motivo.otro': 'Another reason',

  // ---- errors of the API (LOG_ERRORS) ----
  'error.logistica.not_found': 'We could not find that delivery.',
  'error.logistica.stale': 'Someone else changed this delivery while you were viewing it: reload to see its current data.',
  'error.logistica.transition': 'The delivery cannot move from its current state to the one you asked for.',
  'error.logistica.ya_entregada': 'This delivery already has its proof: it is not delivered twice.',
  'error.logistica.ya_tiene': 'That person already has that programme item in that period.',
  'error.logistica.not_delivered': 'The delivery record exists only for completed deliveries.',
  'error.logistica.not_assigned': 'This delivery is not assigned to you.',
  'error.logistica.codigo': 'The code is not correct.',
  'error.logistica.hash': 'The file arrived damaged: its fingerprint does not match. Try again.',
  'error.logistica.file_type': 'Only JPEG, PNG or WebP images are accepted (the signature, PNG).',
  'error.logistica.file_too_large': 'The file is too large.',
  'error.logistica.file_not_found': 'We could not find that file: upload it before sending the proof.',
  'error.logistica.habitante_not_found': "That person is not in this municipality's registry.",
  'error.logistica.programa_not_found': 'That programme does not exist in this municipality.',
  'error.logistica.programa_inactive': 'That programme is inactive.',
  'error.logistica.repartidor_not_found': 'That person is not active delivery staff.',
  'error.logistica.user_not_found': 'That user does not exist in this municipality, or has no logistics permission.',
  'error.logistica.zona_invalid': 'One of the chosen zones does not exist or is inactive.',
  'error.logistica.lote_empty': 'The selection has no people.',
  'error.logistica.lote_too_large': 'The selection has too many people for one go.',
  'error.logistica.client_id_reused': 'That identifier was already used for another delivery.',

  // ---- lista, usuarios, analytics ----
  'lista.title': 'Deliveries',
  'usuarios.title': 'Delivery staff',
  'analytics.title': 'Delivery analytics',

  // (end of lista, usuarios, analytics)



  // ---- envio (the delivery page and its proof) ----
  'envio.title': 'Delivery',

  // (end of envio)
};
