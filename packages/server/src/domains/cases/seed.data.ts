/*
 * Words for the demo's reportes and solicitudes: what citizens actually write, per tipo of the demo
 * catalogues (catalogs/seed.data.ts), with {calle}, {num} and {lugar} filled in by the generator. A tipo
 * not listed here (another cliente's own catalogue) gets the generic sentences.
 */

export const DESCRIPCIONES: Record<string, string[]> = {
  Bache: [
    'Bache profundo frente al número {num} de {calle}; los coches se pasan al carril contrario para esquivarlo.',
    'Se abrió un hoyo grande en {calle} esquina con {lugar}, ya se ponchó una llanta de un taxi.',
    'Hundimiento del pavimento en {calle} a la altura del {num}, se llena de agua cuando llueve.',
  ],
  'Alumbrado público': [
    'La luminaria del poste frente al {num} de {calle} lleva una semana apagada y la calle queda muy oscura.',
    'Lámpara intermitente en {calle}, prende y apaga toda la noche junto a {lugar}.',
    'Tres postes sin luz sobre {calle} entre el {num} y la esquina; los vecinos tienen miedo de salir.',
  ],
  'Fuga de agua': [
    'Fuga de agua limpia en la banqueta del {num} de {calle}, lleva dos días tirándose.',
    'Brota agua del medidor frente a {lugar} en {calle}; ya se formó un charco enorme.',
    'Tubería rota en {calle} {num}, el agua corre por toda la calle.',
  ],
  Basura: [
    'El camión de la basura no ha pasado en toda la semana por {calle}.',
    'Basura acumulada en la esquina de {calle} y {lugar}, hay perros rompiendo las bolsas.',
    'Montón de bolsas de basura frente al {num} de {calle}, huele muy mal.',
  ],
  'Poda de árbol': [
    'Las ramas del árbol frente al {num} de {calle} ya tocan los cables de luz.',
    'Árbol muy crecido en {calle} tapa la luminaria y el semáforo de {lugar}.',
    'Solicitamos poda del árbol del camellón de {calle}, las ramas bajas golpean a los peatones.',
  ],
  'Drenaje tapado': [
    'La coladera de {calle} esquina con {lugar} está tapada y sale agua negra.',
    'Drenaje obstruido frente al {num} de {calle}, hay mal olor desde hace días.',
    'Cuando llueve se inunda {calle} porque la alcantarilla está llena de basura.',
  ],
  'Falta de agua': [
    'No tenemos agua desde hace tres días en {calle}, colonia completa sin servicio.',
    'Sin agua en el domicilio {calle} {num} desde el lunes; los vecinos también están sin servicio.',
    'El agua llega con muy poca presión en {calle} y solo por las mañanas.',
  ],
  'Banqueta dañada': [
    'Banqueta levantada por las raíces frente al {num} de {calle}, una señora se cayó ayer.',
    'Falta la rampa para silla de ruedas en la esquina de {calle} y {lugar}.',
    'Banqueta rota en {calle}, los peatones tienen que bajar al arroyo vehicular.',
  ],
  'Semáforo descompuesto': [
    'El semáforo de {calle} y {lugar} está apagado, hay mucho riesgo de choque.',
    'Semáforo en intermitente en el cruce de {calle} desde la mañana.',
    'La luz verde del semáforo de {calle} no enciende.',
  ],
  'Señalamiento vial dañado': [
    'El señalamiento de alto en {calle} esquina con {lugar} está tirado.',
    'Señal de velocidad máxima en {calle} completamente borrosa.',
    'Falta el letrero con el nombre de la calle en {calle} y {lugar}.',
  ],
  'Vehículo abandonado': [
    'Camioneta sin placas estacionada frente al {num} de {calle} desde hace más de un mes.',
    'Auto abandonado en {calle} junto a {lugar}, ya tiene basura adentro.',
    'Vehículo desvalijado en {calle} {num}, ocupa dos lugares de estacionamiento.',
  ],
  'Animal muerto en vía pública': [
    'Perro muerto en la cuneta de {calle} a la altura del {num}.',
    'Hay un animal muerto en el parque de {lugar}, por {calle}.',
  ],
  'Árbol caído': [
    'Se cayó un árbol en {calle} con el viento de anoche y bloquea el paso.',
    'Rama muy grande caída sobre un auto frente al {num} de {calle}.',
  ],
  'Riesgo de derrumbe': [
    'La barda del terreno baldío en {calle} {num} está inclinada y puede caerse.',
    'Se está desgajando el talud junto a {lugar} en {calle}, hay casas abajo.',
  ],
  'Ruido excesivo': [
    'El taller de {calle} {num} trabaja con música a todo volumen hasta la madrugada.',
    'Fiestas con sonido muy alto cada fin de semana en {calle} cerca de {lugar}.',
  ],
  'Tiradero clandestino': [
    'Están tirando cascajo y basura en el lote baldío de {calle} {num}.',
    'Camionetas tiran escombro de noche junto a {lugar}, sobre {calle}.',
  ],
  Grafiti: [
    'Pintaron grafiti en la barda de la escuela en {calle}.',
    'Pintas en las bancas y el kiosco de {lugar}, por {calle}.',
  ],
  'Parque descuidado': [
    'El pasto del parque de {lugar} está muy crecido y los juegos infantiles están rotos.',
    'Bancas dañadas y sin luz en el parque de {calle}.',
  ],
  'Alcantarilla sin tapa': [
    'Pozo de visita sin tapa en {calle} frente al {num}, alguien puede caerse.',
    'Se robaron la tapa de la alcantarilla en {calle} esquina con {lugar}.',
  ],
  'Construcción irregular': [
    'Están construyendo un segundo piso en {calle} {num} sin ninguna lona de permiso.',
    'Obra que invade la banqueta en {calle} junto a {lugar}.',
  ],
  'Constancia de residencia': [
    'Solicito constancia de residencia para trámite escolar de mi hijo; vivo en {calle} {num}.',
    'Requiero constancia de residencia para tramitar mi credencial; domicilio en {calle} {num}.',
  ],
  'Permiso de construcción': [
    'Solicito licencia para construir una recámara en la planta alta de {calle} {num}.',
    'Permiso para remodelar la fachada del domicilio en {calle} {num}.',
  ],
  'Licencia de funcionamiento': [
    'Alta de licencia de funcionamiento para una tienda de abarrotes en {calle} {num}.',
    'Renovación de licencia de la papelería ubicada en {calle} {num}.',
  ],
  'Permiso de poda o derribo': [
    'Solicito permiso para retirar un árbol seco en el frente de {calle} {num}.',
    'Permiso de poda para un fresno que daña la banqueta en {calle} {num}.',
  ],
  'Apoyo alimentario': [
    'Solicito apoyo alimentario, soy madre soltera con tres hijos y vivo en {calle} {num}.',
    'Adulto mayor sin ingresos solicita despensa; domicilio en {calle} {num}.',
  ],
  'Beca escolar': [
    'Solicito beca escolar para mi hija que cursa la primaria cerca de {lugar}.',
    'Beca para estudiante de secundaria; vivimos en {calle} {num}.',
  ],
  'Contrato de agua potable': [
    'Solicito contrato de agua potable para casa nueva en {calle} {num}.',
    'Cambio de titular del contrato de agua del domicilio {calle} {num}.',
  ],
  'Servicio de pipa de agua': [
    'Solicito pipa de agua para {calle} {num}, llevamos cuatro días sin servicio.',
    'Pipa de agua para la escuela de {lugar}, no hay agua en los baños.',
  ],
  'Asesoría jurídica familiar': [
    'Solicito asesoría para trámite de pensión alimenticia.',
    'Requiero orientación legal sobre la custodia de mis nietos.',
  ],
  'Uso de espacio público': [
    'Permiso para una kermés en la plaza de {lugar} el próximo sábado.',
    'Solicito uso de la cancha de {calle} para un torneo vecinal.',
  ],
};

export const GENERIC = ['{tipo} en {calle} {num}, cerca de {lugar}.', 'Vecinos reportan {tipo} en {calle}; piden atención pronto.', 'Solicitud de {tipo} para el domicilio {calle} {num}.'];

export const CALLES = [
  'Av. Juárez', 'Calle Hidalgo', 'Calle Morelos', 'Av. Reforma', 'Calle Independencia', 'Calle Allende', 'Calle Aldama',
  'Av. Insurgentes', 'Calle Zaragoza', 'Calle Guerrero', 'Calle Matamoros', 'Av. Revolución', 'Calle 5 de Mayo',
  'Calle Niños Héroes', 'Calle Libertad', 'Av. de las Torres', 'Calle Pino Suárez', 'Calle Galeana', 'Calle Abasolo',
  'Calle Madero', 'Calle Nicolás Bravo', 'Calle Vicente Guerrero', 'Av. Constitución', 'Calle Emiliano Zapata',
];

export const LUGARES = [
  'la primaria Benito Juárez', 'el mercado municipal', 'la iglesia de San José', 'el centro de salud', 'la secundaria técnica',
  'el deportivo', 'la parada del camión', 'la plaza principal', 'el jardín de niños', 'la lechería Liconsa', 'el kínder',
  'la cancha de fútbol', 'la tienda de la esquina', 'el panteón municipal',
];

export const NOMBRES = [
  'María', 'José', 'Guadalupe', 'Juan', 'Rosa', 'Francisco', 'Ana', 'Luis', 'Verónica', 'Jorge', 'Patricia', 'Miguel',
  'Leticia', 'Carlos', 'Alejandra', 'Antonio', 'Gabriela', 'Fernando', 'Martha', 'Ricardo', 'Sofía', 'Ramón', 'Lucía', 'Óscar',
];

export const APELLIDOS = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores',
  'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Núñez',
];

/** Internal notes staff write while working a case. */
export const NOTAS = [
  'Se programó la visita de la cuadrilla.',
  'Se llamó al ciudadano para confirmar la ubicación.',
  'El personal acudió y tomó fotografías del lugar.',
  'Pendiente de material en almacén.',
  'Se canalizó con el área responsable.',
];
