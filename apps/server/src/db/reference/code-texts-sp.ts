/**
 * Spanish texts (US Spanish as used by US health plans) of the procedure and diagnosis codes of codes.ts,
 * keyed by code. A unit test checks that every code of PROCEDURE_CODES and DIAGNOSIS_CODES has one.
 */

/** Procedure code (CPT/HCPCS/CDT/RX) → Spanish description. */
export const PROCEDURE_TEXTS_SP: Readonly<Record<string, string>> = {
  '99202': 'Consulta en el consultorio, paciente nuevo, complejidad mínima',
  '99203': 'Consulta en el consultorio, paciente nuevo, complejidad baja',
  '99204': 'Consulta en el consultorio, paciente nuevo, complejidad moderada',
  '99212': 'Consulta en el consultorio, paciente establecido, complejidad mínima',
  '99213': 'Consulta en el consultorio, paciente establecido, complejidad baja',
  '99214': 'Consulta en el consultorio, paciente establecido, complejidad moderada',
  '99215': 'Consulta en el consultorio, paciente establecido, complejidad alta',
  '99392': 'Consulta preventiva, paciente establecido, de 1 a 4 años de edad',
  '99393': 'Consulta preventiva, paciente establecido, de 5 a 11 años de edad',
  '99395': 'Consulta preventiva, paciente establecido, de 18 a 39 años de edad',
  '99396': 'Consulta preventiva, paciente establecido, de 40 a 64 años de edad',
  '99283': 'Visita a la sala de emergencias, gravedad moderada',
  '99284': 'Visita a la sala de emergencias, gravedad alta',
  '99285': 'Visita a la sala de emergencias, gravedad máxima',
  S9083: 'Visita a un centro de atención de urgencia, tarifa global',
  '36415': 'Extracción de sangre venosa por venopunción',
  '80053': 'Panel metabólico completo',
  '80061': 'Panel de lípidos',
  '83036': 'Hemoglobina A1c',
  '85025': 'Hemograma completo con diferencial automatizado',
  '81001': 'Análisis de orina, automatizado, con microscopía',
  '87880': 'Prueba rápida de estreptococo',
  '71046': 'Radiografía de tórax, 2 vistas',
  '73030': 'Radiografía de hombro, mínimo 2 vistas',
  '73610': 'Radiografía de tobillo, completa, mínimo 3 vistas',
  '76700': 'Ecografía abdominal completa',
  '70450': 'Tomografía computarizada (TC) de cabeza o cerebro sin contraste',
  '72148': 'Resonancia magnética de columna lumbar sin contraste',
  '77067': 'Mamografía de detección, bilateral',
  '93000': 'Electrocardiograma de rutina, con interpretación',
  '90471': 'Administración de vacuna, una vacuna',
  '90686': 'Vacuna contra la influenza, tetravalente, sin conservantes',
  '97110': 'Ejercicios terapéuticos, cada 15 minutos',
  '97140': 'Técnicas de terapia manual, cada 15 minutos',
  '98941': 'Tratamiento de manipulación quiropráctica de la columna, 3 a 4 regiones',
  '90791': 'Evaluación diagnóstica psiquiátrica',
  '90834': 'Psicoterapia, 45 minutos',
  '90837': 'Psicoterapia, 60 minutos',
  '45378': 'Colonoscopia diagnóstica',
  '29881': 'Artroscopia de rodilla con meniscectomía',
  '99222': 'Atención hospitalaria inicial del paciente internado, complejidad moderada',
  '99232': 'Atención hospitalaria subsecuente del paciente internado, complejidad moderada',
  '59400': 'Atención obstétrica de rutina, parto vaginal',
  J1100: 'Inyección de fosfato sódico de dexametasona, 1 mg',
  E0601: 'Equipo de presión positiva continua en las vías respiratorias (CPAP)',
  '92004': 'Examen de la vista, paciente nuevo, completo',
  '92014': 'Examen de la vista, paciente establecido, completo',
  '92015': 'Determinación del estado refractivo (graduación de la vista)',
  V2020: 'Monturas (armazones), compra',
  V2100: 'Lentes para anteojos, monofocales',
  D0120: 'Evaluación oral periódica, paciente establecido',
  D0274: 'Radiografías de aleta de mordida, cuatro imágenes',
  D1110: 'Limpieza dental (profilaxis), adulto',
  D2391: 'Resina compuesta, una superficie, diente posterior',
  D2740: 'Corona de porcelana o cerámica',
  'RX-GEN': 'Medicamento recetado, genérico (beneficio de farmacia)',
  'RX-PRF': 'Medicamento recetado, de marca preferida (beneficio de farmacia)',
  'RX-SPC': 'Medicamento recetado, especializado (beneficio de farmacia)',
};

/** ICD-10-CM diagnosis code → Spanish description. */
export const DIAGNOSIS_TEXTS_SP: Readonly<Record<string, string>> = {
  'Z00.00': 'Consulta para examen médico general de adulto sin hallazgos anormales',
  'Z00.129': 'Consulta para examen de salud infantil de rutina sin hallazgos anormales',
  Z23: 'Consulta para vacunación',
  'Z12.31': 'Consulta para mamografía de detección de neoplasia maligna de mama',
  'Z12.11': 'Consulta para detección de neoplasia maligna de colon',
  I10: 'Hipertensión esencial (primaria)',
  'E11.9': 'Diabetes mellitus tipo 2 sin complicaciones',
  'E78.5': 'Hiperlipidemia, no especificada',
  'E66.9': 'Obesidad, no especificada',
  'J06.9': 'Infección aguda de las vías respiratorias superiores, no especificada',
  'J02.9': 'Faringitis aguda, no especificada',
  'J45.909': 'Asma no especificada, sin complicaciones',
  'R05.9': 'Tos, no especificada',
  'M54.50': 'Dolor en la parte baja de la espalda (lumbalgia), no especificado',
  'M25.561': 'Dolor en la rodilla derecha',
  'S93.401A': 'Esguince de ligamento no especificado del tobillo derecho, consulta inicial',
  'R51.9': 'Dolor de cabeza, no especificado',
  'R10.9': 'Dolor abdominal no especificado',
  'F41.1': 'Trastorno de ansiedad generalizada',
  'F32.A': 'Depresión, no especificada',
  'K21.9': 'Enfermedad por reflujo gastroesofágico sin esofagitis',
  'N39.0': 'Infección de las vías urinarias, sitio no especificado',
  'G47.33': 'Apnea obstructiva del sueño (adulto) (pediátrica)',
  'L70.0': 'Acné vulgar',
  'H52.13': 'Miopía, bilateral',
  'H52.4': 'Presbicia',
  'K02.9': 'Caries dental, no especificada',
  'Z01.20': 'Consulta para examen y limpieza dental sin hallazgos anormales',
  'Z34.90':
    'Consulta para supervisión de embarazo normal, no especificado, trimestre no especificado',
  O80: 'Consulta para parto a término sin complicaciones',
};

/** The Spanish text of a procedure code; throws when missing so the reference data never loads half-translated. */
export function procedureTextSp(code: string): string {
  const text = PROCEDURE_TEXTS_SP[code];
  if (!text) throw new Error(`Missing Spanish text for procedure code ${code}`);
  return text;
}

/** The Spanish text of a diagnosis code; throws when missing. */
export function diagnosisTextSp(code: string): string {
  const text = DIAGNOSIS_TEXTS_SP[code];
  if (!text) throw new Error(`Missing Spanish text for diagnosis code ${code}`);
  return text;
}
