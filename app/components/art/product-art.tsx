import type { ComponentType } from 'react'
import type { ProductSlug } from '~/content/product-menu'
import { a11yProps } from './svg'
import { AmericanFootball, Baseball, Basketball, Cricket, IceHockey, Soccer } from './scenes/team'
import { CompressionWear, CycleWear, GymTraining, Running, YogaPilates } from './scenes/fitness'
import {
  HoodiesSweatshirts,
  JacketsOuterwear,
  PantsTrousers,
  SchoolUniforms,
  TShirtsPolos,
  Workwear,
} from './scenes/casual'
import { Bags, Boxing, KarateJudo, Mma } from './scenes/goods'

export { FactoryArt } from './factory-art'
export { HeroArt } from './hero-art'

const SCENES: Record<ProductSlug, ComponentType> = {
  'american-football': AmericanFootball,
  soccer: Soccer,
  basketball: Basketball,
  baseball: Baseball,
  'ice-hockey': IceHockey,
  cricket: Cricket,
  'gym-training': GymTraining,
  'yoga-pilates': YogaPilates,
  running: Running,
  'compression-wear': CompressionWear,
  'cycle-wear': CycleWear,
  't-shirts-polos': TShirtsPolos,
  'hoodies-sweatshirts': HoodiesSweatshirts,
  'jackets-outerwear': JacketsOuterwear,
  workwear: Workwear,
  'school-uniforms': SchoolUniforms,
  'pants-trousers': PantsTrousers,
  boxing: Boxing,
  mma: Mma,
  'karate-judo': KarateJudo,
  bags: Bags,
}

/**
 * The illustration of a product category, drawn in SVG: a flat product shot of the category's typical
 * garments and goods. With `label` it is an image with that accessible name; without, decoration hidden
 * from assistive technology.
 */
export function ProductArt({
  slug,
  label,
  className,
}: {
  slug: ProductSlug
  label?: string
  className?: string
}) {
  const Scene = SCENES[slug]
  return (
    <svg
      viewBox="0 0 480 360"
      width={480}
      height={360}
      className={className}
      data-slug={slug}
      {...a11yProps(label)}
    >
      <Scene />
    </svg>
  )
}
