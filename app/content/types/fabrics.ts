import type { WordsById } from '../page-content'
import type { FabricGroup, FabricGroupId, FabricNeed, FabricsContent, IconEntry } from './info-pages'

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

export type FabricsWords = Omit<FabricsContent, 'groups' | 'choosing'> & {
  groups: Omit<FabricsContent['groups'], 'items'> & {
    items: WordsById<typeof groups, Omit<FabricGroup, 'id'>>
  }
  choosing: Omit<FabricsContent['choosing'], 'needs'> & {
    needs: WordsById<typeof needs, Omit<FabricNeed, 'icon'>>
  }
}
