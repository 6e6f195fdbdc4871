import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'
import type { ContentKind } from '../kinds'
import { line, paragraph } from '../schemas/fields'
import { checkContent } from './check'
import { recordTranslation, translatedFromOnSave, translationCheckedField } from './translation-save'
import { translationHash } from './translation-status'

/** A kind with a text, a list and a text the schema fills in when the file leaves it out. */
const guide: ContentKind = {
  name: 'guide',
  label: 'Guide',
  entries: 'one',
  shared: z.object({}),
  words: z.object({
    lead: paragraph(200, { title: 'Lead' }),
    steps: z.array(line(60, { title: 'Step' })).meta({ title: 'Steps' }),
    note: line(60, { title: 'Note' }).default('Ask us.'),
  }),
}

const english = {
  lead: 'We cut, sew and print under one roof.',
  steps: ['Send your design', 'Approve the sample'],
  note: 'Ask us.',
}
const spanish = {
  lead: 'Cortamos, confeccionamos y estampamos bajo el mismo techo.',
  steps: ['Envíe su diseño', 'Apruebe la muestra'],
  note: 'Consúltenos.',
}
const fresh = {
  lead: translationHash(english.lead),
  steps: translationHash(english.steps),
  note: translationHash(english.note),
}

describe('the save rule', () => {
  const save = { english, spanish, spanishBefore: spanish, recorded: fresh, checked: [] }

  it('keeps every fingerprint when the Spanish is saved as it was', () => {
    expect(translatedFromOnSave(save)).toEqual(fresh)
  })

  it('keeps the old fingerprint of a Spanish field left as it was while its English changed', () => {
    const lead = 'We cut, sew, print and pack under one roof.'
    const result = translatedFromOnSave({ ...save, english: { ...english, lead } })
    expect(result.lead).toBe(fresh.lead)
    expect(result.lead).not.toBe(translationHash(lead))
  })

  it('records the English of the same save for a Spanish field the editor changed', () => {
    const lead = 'We cut, sew, print and pack under one roof.'
    const result = translatedFromOnSave({
      ...save,
      english: { ...english, lead },
      spanish: { ...spanish, lead: 'Cortamos, confeccionamos, estampamos y embalamos bajo el mismo techo.' },
      recorded: { ...fresh, lead: 'ffffffff' },
    })
    expect(result).toEqual({ ...fresh, lead: translationHash(lead) })
  })

  it('takes a change anywhere inside a field (one step of a list) as the field changed', () => {
    const steps = ['Send your artwork', 'Approve the sample']
    const result = translatedFromOnSave({
      ...save,
      english: { ...english, steps },
      spanish: { ...spanish, steps: ['Envíe su diseño gráfico', 'Apruebe la muestra'] },
    })
    expect(result.steps).toBe(translationHash(steps))
  })

  it('records the English for a field ticked as checked, its Spanish unchanged, and only for that one', () => {
    const changed = { ...english, lead: 'Cut, sewn and printed in our own factory.', note: 'Write to us.' }
    const result = translatedFromOnSave({ ...save, english: changed, checked: ['note'] })
    expect(result).toEqual({ ...fresh, note: translationHash(changed.note) })
  })

  it('records nothing for a field with no Spanish, ticked or not', () => {
    const { note: _, ...withoutNote } = spanish
    const result = translatedFromOnSave({
      ...save,
      spanish: withoutNote,
      recorded: { lead: fresh.lead, steps: fresh.steps },
      checked: ['note'],
    })
    expect(result).toEqual({ lead: fresh.lead, steps: fresh.steps })
  })

  it('records every Spanish field of a new entry as made from the English beside it', () => {
    expect(translatedFromOnSave({ ...save, spanishBefore: {}, recorded: {} })).toEqual(fresh)
  })
})

const yaml = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([key, value]) =>
      Array.isArray(value)
        ? `${key}:\n${value.map((item) => `  - ${String(item)}`).join('\n')}\n`
        : typeof value === 'object' && value !== null
          ? `${key}:\n${Object.entries(value)
              .map(([inner, text]) => `  ${inner}: ${String(text)}`)
              .join('\n')}\n`
          : `${key}: ${String(value)}\n`,
    )
    .join('')

/** What the content step lists as older than its English, for the guide's two files. */
const staleAfter = ({ english, spanish }: { english: string; spanish: string }) =>
  checkContent(
    [
      { path: 'content/guide/guide.en.yml', text: english },
      { path: 'content/guide/guide.es.yml', text: spanish },
    ],
    { kinds: [guide] },
  )

describe('an entry’s files as the editor saves them', () => {
  const before = yaml({ ...spanish, translatedFrom: fresh })

  it('leaves nothing listed as older than its English once the Spanish is edited beside the new English', () => {
    const lead = 'We cut, sew, print and pack under one roof.'
    const englishText = yaml({ ...english, lead })
    // The English alone changed: the content step lists the Spanish lead, as before this save.
    expect(staleAfter({ english: englishText, spanish: before }).stale).toEqual([
      { file: 'content/guide/guide.es.yml', field: 'lead' },
    ])
    const saved = recordTranslation(guide, {
      english: englishText,
      spanish: yaml({
        ...spanish,
        lead: 'Cortamos, confeccionamos, estampamos y embalamos bajo el mismo techo.',
        translatedFrom: fresh,
      }),
      spanishBefore: before,
    })
    const checked = staleAfter(saved)
    expect(checked.problems).toEqual([])
    expect(checked.stale).toEqual([])
  })

  it('fingerprints the English as the content step reads it, a default the file leaves out included', () => {
    const { note: _, ...englishWithoutNote } = english
    const saved = recordTranslation(guide, {
      english: yaml(englishWithoutNote),
      spanish: yaml({ ...spanish, note: 'Escríbanos.', translatedFrom: fresh }),
      spanishBefore: before,
    })
    expect((parse(saved.spanish) as { translatedFrom: unknown }).translatedFrom).toEqual(fresh)
    expect(staleAfter(saved).stale).toEqual([])
  })

  it('consumes the ticks: the checked field is recorded, the other stays listed, and no file keeps the ticks', () => {
    const changed = { ...english, lead: 'Cut, sewn and printed in our own factory.', note: 'Write to us.' }
    const saved = recordTranslation(guide, {
      english: yaml({ ...changed, [translationCheckedField]: ['lead'] }),
      spanish: yaml({ ...spanish, translatedFrom: fresh, [translationCheckedField]: ['note'] }),
      spanishBefore: before,
    })
    expect(saved.spanish).not.toContain(translationCheckedField)
    expect(saved.english).not.toContain(translationCheckedField)
    const checked = staleAfter(saved)
    expect(checked.problems).toEqual([])
    expect(checked.stale).toEqual([{ file: 'content/guide/guide.es.yml', field: 'lead' }])
  })

  it('keeps the fingerprints the file holds, not those of the editor’s older copy of the entry', () => {
    const lead = 'We cut, sew, print and pack under one roof.'
    // An earlier save recorded the new English lead; the editor's copy still holds the old record.
    const savedEarlier = yaml({
      ...spanish,
      lead: 'Cortamos, confeccionamos, estampamos y embalamos bajo el mismo techo.',
      translatedFrom: { ...fresh, lead: translationHash(lead) },
    })
    const saved = recordTranslation(guide, {
      english: yaml({ ...english, lead }),
      spanish: yaml({
        ...spanish,
        lead: 'Cortamos, confeccionamos, estampamos y embalamos bajo el mismo techo.',
        translatedFrom: fresh,
      }),
      spanishBefore: savedEarlier,
    })
    expect(staleAfter(saved).stale).toEqual([])
  })

  it('leaves an English file without ticks exactly as the editor wrote it', () => {
    const englishText = `# kept as written\n${yaml(english)}`
    expect(
      recordTranslation(guide, { english: englishText, spanish: before, spanishBefore: before }).english,
    ).toBe(englishText)
  })
})
