import type { FabricGroupId, IconEntry } from './info-pages'

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
