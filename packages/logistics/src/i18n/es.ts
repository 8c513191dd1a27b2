export const es = {
  // ---- common (states, reasons) ----
  'common.cancel': 'Cancelar',
  'common.retry': 'Reintentar',
  'estado.pendiente': 'Pendiente',
  'estado.en_ruta': 'En ruta',
  'estado.entregada': 'Entregada',
  'estado.fallida': 'Fallida',
  'estado.reprogramada': 'Reprogramada',
  'motivo.no_encontrado': 'No se encontró a la persona',
  'motivo.rechazada': 'La persona la rechazó',
  'motivo.domicilio_incorrecto': 'Domicilio incorrecto',
  'motivo.otro': 'Otro motivo',

  // ---- errors of the API (LOG_ERRORS) ----
  'error.logistica.not_found': 'No encontramos esa entrega.',
  'error.logistica.stale': 'Otra persona cambió esta entrega mientras la veías: recarga para ver sus datos actuales.',
  'error.logistica.transition': 'La entrega no puede pasar de su estado actual al que pediste.',
  'error.logistica.ya_entregada': 'Esta entrega ya tiene su comprobante: no se entrega dos veces.',
  'error.logistica.ya_tiene': 'Esa persona ya tiene ese artículo del programa en ese periodo.',
  'error.logistica.not_delivered': 'El acta existe solo para entregas realizadas.',
  'error.logistica.not_assigned': 'Esta entrega no está asignada a ti.',
  'error.logistica.codigo': 'El código no es correcto.',
  'error.logistica.hash': 'El archivo llegó dañado: su huella no coincide. Vuelve a intentarlo.',
  'error.logistica.file_type': 'Solo se aceptan imágenes JPEG, PNG o WebP (la firma, PNG).',
  'error.logistica.file_too_large': 'El archivo es demasiado grande.',
  'error.logistica.file_not_found': 'No encontramos ese archivo: súbelo antes de enviar el comprobante.',
  'error.logistica.habitante_not_found': 'No existe esa persona en el padrón de este municipio.',
  'error.logistica.programa_not_found': 'No existe ese programa en este municipio.',
  'error.logistica.programa_inactive': 'Ese programa está inactivo.',
  'error.logistica.repartidor_not_found': 'Esa persona no es parte del personal de entregas activo.',
  'error.logistica.user_not_found': 'No existe ese usuario en este municipio, o no tiene permiso de logística.',
  'error.logistica.zona_invalid': 'Una de las zonas elegidas no existe o está inactiva.',
  'error.logistica.lote_empty': 'La selección no tiene personas.',
  'error.logistica.lote_too_large': 'La selección tiene demasiadas personas para una sola vez.',
  'error.logistica.client_id_reused': 'Ese identificador ya se usó para otra entrega.',

  // ---- lista, usuarios, analytics ----
  'lista.title': 'Entregas',
  'usuarios.title': 'Personal de entregas',
  'analytics.title': 'Analítica de entregas',

  // (end of lista, usuarios, analytics)



  // ---- envio (the delivery page and its proof) ----
  'envio.title': 'Entrega',

  // (end of envio)
} as const;
