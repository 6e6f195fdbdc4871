// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { facts } from '~/content/figures'
import { contentFor } from '~/content/page-content'
import { sizeCharts, sizeChartsContent } from '~/content/size-charts'
import { renderWithApp } from '~/testing/render-with-app'
import { SizeChart } from './size-chart'

const youngest = facts.youthSizeAges.YXS

describe('a size chart', () => {
  it('writes every figure in both units, the youth sizes with their ages from the business figures', () => {
    const { container } = renderWithApp(
      <SizeChart fit="youth" words={contentFor(sizeChartsContent, 'en')} />,
      { path: '/size-charts' },
    )
    const table = screen.getByRole('table')
    const first = sizeCharts.youth[0]!
    const header = within(table).getByRole('rowheader', { name: `YXS age ${youngest.from}-${youngest.to}` })
    const row = header.closest('tr')!
    expect(row.querySelector('.in-cm')).toHaveTextContent(String(first.figures.cm.halfChest))
    expect(row.querySelector('.in-inch')).toHaveTextContent(String(first.figures.inch.halfChest))
    expect(container.querySelector('caption .in-cm')).toHaveTextContent(
      'Youth: garment measurements in centimetres',
    )
    expect(container.querySelector('caption .in-inch')).toHaveTextContent(
      'Youth: garment measurements in inches',
    )
    expect(screen.getByRole('radio', { name: 'cm' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'inches' })).not.toBeChecked()
  })

  it('says the tolerance as a whole sentence in each unit and language', () => {
    const { container } = renderWithApp(
      <SizeChart fit="adult" words={contentFor(sizeChartsContent, 'es')} />,
      { path: '/es/size-charts' },
    )
    const sentences = [...container.querySelectorAll('p .in-cm, p .in-inch')].map((node) => node.textContent)
    expect(sentences).toEqual([
      'Tolerancia en cada medida: ±1,5\u00a0cm',
      'Tolerancia en cada medida: ±0,6\u00a0pulg.',
    ])
    expect(screen.getByRole('radio', { name: 'pulgadas' })).toHaveAttribute('name', 'units-adult')
  })
})
