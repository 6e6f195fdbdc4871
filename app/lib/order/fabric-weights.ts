import { formatMeasure, measures, type MeasureId } from '~/content/figures'
import type { Locale } from '../locale'
import type { Fabric } from './catalogue'

/**
 * Each fabric's weight as the business figures give it (the fabric guide quotes the same one);
 * waterproof taffeta is sold by its coating's rating rather than its weight, so it has none.
 */
const weightOf: Record<Fabric, MeasureId | undefined> = {
  'combed-cotton-jersey': 'combedCottonJerseyWeight',
  'cotton-pique': 'cottonPiqueWeight',
  'merino-wool': 'merinoWoolWeight',
  linen: 'linenWeight',
  'moisture-wicking-polyester': 'wickingPolyesterWeight',
  'polyester-mesh': 'polyesterMeshWeight',
  'nylon-spandex': 'nylonSpandexWeight',
  'ripstop-nylon': 'ripstopNylonWeight',
  'poly-cotton': 'polyCottonWeight',
  'tri-blend': 'triBlendWeight',
  'cvc-fleece': 'cvcFleeceWeight',
  'cotton-spandex': 'cottonSpandexWeight',
  softshell: 'softshellWeight',
  'polar-fleece': 'polarFleeceWeight',
  'waterproof-taffeta': undefined,
  neoprene: 'neopreneThickness',
  'thermal-roubaix': 'thermalRoubaixWeight',
  'organic-cotton': 'organicCottonWeight',
  'recycled-polyester': 'recycledPolyesterWeight',
  'bamboo-viscose': 'bambooViscoseWeight',
  'tencel-lyocell': 'tencelWeight',
}

/** A fabric's weight (neoprene's thickness) with its unit, "160-220 gsm", or undefined for none. */
export function fabricWeight(fabric: Fabric, locale: Locale): string | undefined {
  const measure = weightOf[fabric]
  return measure && formatMeasure(measures[measure], locale)
}
