import { z } from 'zod'
import {
  eyebrow,
  infoHeader,
  line,
  noSharedFields,
  pageWords,
  paragraph,
  proseSection,
  type EntryOf,
} from './fields'

/**
 * The company information page's words: the labels of the company's legal facts and the terms of
 * using the site. The facts themselves (registered name, number, office, VAT number) are company
 * facts, in content/company, and never written here.
 */

const label = (title: string) => line(40, { title })

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: infoHeader,
  identity: z
    .object({
      eyebrow,
      title: line(90, { title: 'Heading' }),
      intro: paragraph(300, {
        title: 'Introduction',
        description: 'The registered name is written {{legalName}}, the factory’s city {{factoryCity}}.',
      }),
      labels: z
        .object({
          registeredName: label('Registered name'),
          tradingName: label('Trading name'),
          registeredIn: label('Registered in'),
          companyNumber: label('Company number'),
          registeredOffice: label('Registered office'),
          vatNumber: label('VAT number'),
          eori: label('EORI number'),
          directors: label('Directors'),
          email: label('E-mail'),
          phone: label('Phone'),
          factory: label('Factory'),
        })
        .meta({
          title: 'Labels',
          description: 'The name printed beside each fact; the facts themselves are in Company facts.',
        }),
    })
    .meta({ title: 'Company details' }),
  prose: z
    .object({
      spain: proseSection('For buyers in Spain'),
      intellectualProperty: proseSection('Intellectual property'),
      termsOfUse: proseSection('Terms of use'),
    })
    .meta({ title: 'Sections', description: 'After the company details, in this order.' }),
})

export type Entry = EntryOf<typeof shared, typeof words>
