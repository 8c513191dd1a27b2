/*
 * The demo cliente's catalogues: a plausible Mexican municipality around the demo map centre, so the
 * staff pages, filters and maps have something real-looking to show on a fresh install.
 */

export const DEMO_CENTER = { lat: 19.4326, lng: -99.1332 };

/** [nombre, siglas, titular, teléfono, color] */
export const DEMO_DEPENDENCIAS: [string, string, string, string, string][] = [
  ['Dirección de Obras Públicas', 'DOP', 'Ing. Ramón Ortega Salas', '555 100 2001', '#795548'],
  ['Dirección de Servicios Públicos', 'DSP', 'Lic. Martha Ruiz Campos', '555 100 2002', '#fbc02d'],
  ['Sistema de Agua Potable y Alcantarillado', 'SAPA', 'Ing. Jorge Medina Luna', '555 100 2003', '#1e88e5'],
  ['Dirección de Ecología y Medio Ambiente', 'DEMA', 'Biól. Claudia Herrera Vega', '555 100 2004', '#43a047'],
  ['Secretaría de Seguridad Ciudadana', 'SSC', 'Cmdte. Luis Navarro Peña', '555 100 2005', '#283593'],
  ['Dirección de Tránsito y Vialidad', 'DTV', 'Lic. Óscar Fuentes Díaz', '555 100 2006', '#f4511e'],
  ['Coordinación de Protección Civil', 'PC', 'Lic. Patricia Soto Ramos', '555 100 2007', '#e53935'],
  ['Dirección de Desarrollo Social', 'DDS', 'Mtra. Ana Lucía Torres', '555 100 2008', '#8e24aa'],
  ['Sistema DIF Municipal', 'DIF', 'Lic. Sofía Mendoza Cruz', '555 100 2009', '#ec407a'],
  ['Dirección de Desarrollo Urbano', 'DDU', 'Arq. Fernando Ibarra Gil', '555 100 2010', '#546e7a'],
  ['Secretaría del Ayuntamiento', 'SAY', 'Lic. Ricardo Morales León', '555 100 2011', '#00897b'],
  ['Tesorería Municipal', 'TM', 'C.P. Gabriela Rojas Núñez', '555 100 2012', '#6d4c41'],
];

/** [dependencia siglas, nombre, dirección, lat, lng, horario] */
export const DEMO_MODULOS: [string, string, string, number, number, string][] = [
  ['DSP', 'Módulo Centro', 'Av. Juárez 10, Centro', 19.4331, -99.1401, 'Lunes a viernes de 9:00 a 15:00'],
  ['DSP', 'Módulo Norte', 'Calle Hidalgo 245, Guadalupe', 19.4562, -99.1303, 'Lunes a viernes de 9:00 a 15:00'],
  ['SAPA', 'Oficina comercial Centro', 'Calle Reforma 88, Centro', 19.4302, -99.1352, 'Lunes a sábado de 8:00 a 16:00'],
  ['SAPA', 'Oficina comercial Oriente', 'Av. Morelos 1020, La Esperanza', 19.4211, -99.1005, 'Lunes a viernes de 8:00 a 16:00'],
  ['DIF', 'Centro de Desarrollo Comunitario', 'Calle Independencia 77, Obrera', 19.4150, -99.1420, 'Lunes a viernes de 9:00 a 18:00'],
  ['TM', 'Caja Palacio Municipal', 'Plaza Principal s/n, Centro', 19.4326, -99.1332, 'Lunes a viernes de 9:00 a 14:00'],
  ['TM', 'Caja Mercado Municipal', 'Av. del Mercado 5, San Juan', 19.4405, -99.1480, 'Lunes a sábado de 9:00 a 14:00'],
];

/** [nombre, dependencia siglas, días de atención, icono, color, pide foto, descripción] */
export type DemoTipo = [string, string, number, string, string, boolean, string];

export const DEMO_TIPOS_REPORTE: DemoTipo[] = [
  ['Bache', 'DOP', 10, 'road', '#795548', true, 'Hoyo o hundimiento en el pavimento de una calle.'],
  ['Alumbrado público', 'DSP', 5, 'lightbulb', '#fbc02d', true, 'Luminaria apagada, intermitente o encendida de día.'],
  ['Fuga de agua', 'SAPA', 2, 'water', '#1e88e5', true, 'Agua que brota en la calle, la banqueta o un medidor.'],
  ['Basura', 'DSP', 3, 'delete', '#6d4c41', true, 'Basura acumulada o recolección que no pasó.'],
  ['Poda de árbol', 'DEMA', 15, 'park', '#43a047', true, 'Ramas que tocan cables, tapan luminarias o estorban el paso.'],
  ['Drenaje tapado', 'SAPA', 3, 'plumbing', '#0277bd', true, 'Coladera o drenaje obstruido o con mal olor.'],
  ['Falta de agua', 'SAPA', 2, 'water_drop', '#29b6f6', false, 'Sin servicio de agua potable en el domicilio o la calle.'],
  ['Banqueta dañada', 'DOP', 20, 'construction', '#8d6e63', true, 'Banqueta rota, levantada o sin rampa.'],
  ['Semáforo descompuesto', 'DTV', 2, 'traffic', '#f4511e', true, 'Semáforo apagado, intermitente o desalineado.'],
  ['Señalamiento vial dañado', 'DTV', 10, 'signpost', '#ff7043', true, 'Señal de tránsito caída, borrosa o faltante.'],
  ['Vehículo abandonado', 'DTV', 15, 'directions_car', '#bf360c', true, 'Vehículo sin uso aparente estacionado por semanas.'],
  ['Animal muerto en vía pública', 'DSP', 2, 'pets', '#5d4037', false, 'Animal muerto en la calle, un parque o un lote.'],
  ['Árbol caído', 'PC', 1, 'forest', '#e53935', true, 'Árbol o rama grande caída que bloquea o pone en riesgo.'],
  ['Riesgo de derrumbe', 'PC', 1, 'warning', '#c62828', true, 'Barda, talud o construcción a punto de caer.'],
  ['Ruido excesivo', 'DEMA', 7, 'volume_up', '#2e7d32', false, 'Ruido constante de un comercio, taller o fiesta.'],
  ['Tiradero clandestino', 'DEMA', 7, 'delete_forever', '#33691e', true, 'Basura o cascajo tirado en un lote o la calle.'],
  ['Grafiti', 'DSP', 10, 'format_paint', '#9e9d24', true, 'Pintas en fachadas, bardas o mobiliario público.'],
  ['Parque descuidado', 'DSP', 10, 'nature_people', '#558b2f', true, 'Pasto crecido, juegos rotos o bancas dañadas en un parque.'],
  ['Alcantarilla sin tapa', 'SAPA', 2, 'report', '#01579b', true, 'Registro o pozo de visita destapado en la calle.'],
  ['Construcción irregular', 'DDU', 15, 'apartment', '#546e7a', true, 'Obra sin permiso visible o que invade la vía pública.'],
];

export const DEMO_TIPOS_SOLICITUD: DemoTipo[] = [
  ['Constancia de residencia', 'SAY', 5, 'home', '#00897b', false, 'Documento que acredita el domicilio en el municipio.'],
  ['Permiso de construcción', 'DDU', 15, 'apartment', '#546e7a', false, 'Licencia para construir, ampliar o remodelar.'],
  ['Licencia de funcionamiento', 'TM', 10, 'store', '#6d4c41', false, 'Alta o renovación de la licencia de un negocio.'],
  ['Permiso de poda o derribo', 'DEMA', 10, 'park', '#43a047', true, 'Autorización para podar o retirar un árbol.'],
  ['Apoyo alimentario', 'DDS', 15, 'restaurant', '#8e24aa', false, 'Despensa o apoyo para familias en situación vulnerable.'],
  ['Beca escolar', 'DDS', 30, 'school', '#7b1fa2', false, 'Apoyo económico para estudiantes de educación básica.'],
  ['Contrato de agua potable', 'SAPA', 10, 'water', '#1e88e5', false, 'Nueva toma o cambio de titular del servicio de agua.'],
  ['Servicio de pipa de agua', 'SAPA', 2, 'local_shipping', '#29b6f6', false, 'Envío de una pipa de agua a un domicilio sin servicio.'],
  ['Asesoría jurídica familiar', 'DIF', 5, 'gavel', '#ec407a', false, 'Orientación legal en temas de familia.'],
  ['Uso de espacio público', 'SAY', 10, 'event', '#26a69a', false, 'Permiso para un evento en una plaza, calle o parque.'],
];

/** [nombre, color, inicial, final]: in order; transitions by name below. */
export const DEMO_ESTATUS: [string, string, boolean, boolean][] = [
  ['Recibido', '#9e9e9e', true, false],
  ['Asignado', '#1e88e5', false, false],
  ['En proceso', '#fb8c00', false, false],
  ['Atendido', '#43a047', false, true],
  ['Improcedente', '#e53935', false, true],
];
export const DEMO_TRANSICIONES: Record<string, string[]> = {
  Recibido: ['Asignado', 'Improcedente'],
  Asignado: ['En proceso', 'Improcedente'],
  'En proceso': ['Atendido', 'Improcedente'],
};

/** 4 × 2 cells around the centre, west to east, south row first. */
export const DEMO_ZONAS = ['Zona Poniente', 'Zona Centro Sur', 'Zona Sur', 'Zona Oriente', 'Zona Norponiente', 'Zona Centro', 'Zona Norte', 'Zona Nororiente'];
export const DEMO_ZONA_RESPONSABLES = ['Laura Gómez', 'Miguel Ángel Castro', 'Rosa Elena Vargas', 'Héctor Salinas', 'Diana Paredes', 'Jesús Olvera', 'Marisol Acosta', 'Raúl Cisneros'];

/** Five per zona, in the zona order above. */
export const DEMO_COLONIAS = [
  'San Pedro', 'Las Palmas', 'Los Olivos', 'Valle Verde', 'Los Álamos',
  'Obrera', 'Independencia', 'Revolución', 'Industrial', 'Moderna',
  'El Rosario', 'La Joya', 'Santa Lucía', 'Vista Hermosa', 'Buenavista',
  'La Esperanza', 'Nueva Esperanza', 'Emiliano Zapata', 'Progreso', 'Ampliación Progreso',
  'San Juan', 'Santa Cruz', 'Las Águilas', 'San Antonio', 'El Mirador',
  'Centro', 'La Merced', 'El Carmen', 'Reforma', 'Benito Juárez',
  'Guadalupe', 'Hidalgo', 'San José', 'Del Parque', 'Jardines del Valle',
  'Las Flores', 'Lomas del Río', 'Los Pinos', 'Santa Anita', 'San Miguel',
];

export const DEMO_ORIGENES = ['Teléfono', 'Web', 'App', 'WhatsApp', 'Presencial', 'Redes sociales'];
