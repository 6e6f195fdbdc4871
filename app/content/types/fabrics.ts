import type { FabricGroupId, IconEntry } from './info-pages'

/**
 * The fabrics the guide describes and a quotation offers, each by the key a request stores and the
 * content names it by (a fabric in the guide, a pick, another kind's field): never translated,
 * never changed once a request holds it. The catalogue of quotation options takes them from here.
 */
export const fabrics = [
  'combed-cotton-jersey',
  'cotton-pique',
  'merino-wool',
  'linen',
  'moisture-wicking-polyester',
  'polyester-mesh',
  'nylon-spandex',
  'ripstop-nylon',
  'poly-cotton',
  'tri-blend',
  'cvc-fleece',
  'cotton-spandex',
  'softshell',
  'polar-fleece',
  'waterproof-taffeta',
  'neoprene',
  'thermal-roubaix',
  'organic-cotton',
  'recycled-polyester',
  'bamboo-viscose',
  'tencel-lyocell',
] as const
export type Fabric = (typeof fabrics)[number]

/** The families in the order the guide walks through them, natural fibres first. */
export const groups = [
  { id: 'natural' },
  { id: 'synthetic' },
  { id: 'blended' },
  { id: 'specialty' },
  { id: 'sustainable' },
] as const satisfies readonly { id: FabricGroupId }[]

export const needs = [
  { id: 'performance', icon: 'dumbbell' },
  { id: 'cold', icon: 'snowflake' },
  { id: 'teams', icon: 'users' },
  { id: 'workwear', icon: 'hard-hat' },
  { id: 'sustainable', icon: 'leaf' },
] as const satisfies readonly IconEntry[]

/** The care table's columns, in the order the table shows them. */
export const careColumns = ['fabric', 'washing', 'drying', 'ironing', 'specialCare'] as const
