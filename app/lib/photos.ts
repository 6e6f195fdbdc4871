import builtPhotos from 'virtual:built-photos'
import { spotKey, type BuiltPhoto, type PhotoSpot } from './photo-places'

/** The photo the build made for a spot, or undefined where none is set (the drawn art stays). */
export function builtPhoto(spot: PhotoSpot): BuiltPhoto | undefined {
  return builtPhotos[spotKey(spot)]
}
