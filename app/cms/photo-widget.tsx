import type { DecapCmsApp } from 'decap-cms-app'
import { Component, createElement, type ComponentType } from 'react'
import { mediaPath } from '../content/photo'

/** What Decap gives for a file: an asset whose text is the address the thumbnail shows. */
interface Asset {
  path: string
  toString(): string
}

type GetAsset = (path: string, field: unknown) => Asset

/** The part of a control's or a preview's props this module changes; Decap passes more. */
interface Props {
  getAsset: GetAsset
  [prop: string]: unknown
}

/** How often, and how long, a control checks whether a photo it shows has been read. */
const checkEvery = 200
const checkFor = 60_000

/**
 * A photo's path as Decap looks it up among the files it reads through the backend: the file's
 * name alone, which Decap finds in the media folder. A path that starts with "/" Decap takes for a
 * public address and shows as it is, and the site never publishes an uploaded original (it keeps
 * the camera's position), so `/media/<file>` would be a broken thumbnail.
 */
const assetName = (path: string) => (path.startsWith(mediaPath) ? path.slice(mediaPath.length) : path)

/**
 * Whether Decap has the photo at `path`: the asset it gives while still reading the file has a path
 * of its own (a blank drawing). A path outside the media folder is an address Decap shows as it is.
 */
const isRead = (asset: Asset, path: string) =>
  !path.startsWith(mediaPath) || asset.path.endsWith(`/${assetName(path)}`)

/**
 * Decap's image control, showing a photo from the file the backend reads (a `blob:` address)
 * rather than from the site. Decap redraws a file control only when its value or its `getAsset`
 * changes, and tells it nothing when a file it is reading arrives; so while a photo is being read,
 * the control checks for it every `checkEvery` ms and, once it is there, hands the control a new
 * `getAsset`, which redraws the thumbnail.
 *
 * A class, as Decap reaches a control through its ref. Every update of the props reaches the
 * control Decap made, whose own rule decides whether to redraw.
 */
function photoControl(control: ComponentType<Props>) {
  return class PhotoControl extends Component<Props> {
    private timer: ReturnType<typeof setTimeout> | undefined
    private getAsset = this.assetsRead()

    shouldComponentUpdate = () => true

    componentWillUnmount() {
      clearTimeout(this.timer)
    }

    private assetsRead(): GetAsset {
      return (path, field) => {
        const asset = this.props.getAsset(assetName(path), field)
        if (!isRead(asset, path)) this.waitFor(path, field, Date.now() + checkFor)
        return asset
      }
    }

    private waitFor(path: string, field: unknown, until: number) {
      clearTimeout(this.timer)
      this.timer = setTimeout(() => {
        if (isRead(this.props.getAsset(assetName(path), field), path)) {
          this.getAsset = this.assetsRead()
          this.forceUpdate()
        } else if (Date.now() < until) this.waitFor(path, field, until)
      }, checkEvery)
    }

    render() {
      return createElement(control, { ...this.props, getAsset: this.getAsset })
    }
  }
}

/**
 * Decap's image preview with the same lookup. The preview pane is drawn again whenever a file
 * Decap reads arrives, so it needs no checking of its own.
 */
function photoPreview(preview: ComponentType<Props>) {
  return function PhotoPreview(props: Props) {
    const { getAsset } = props
    return createElement(preview, {
      ...props,
      getAsset: (path: string, field: unknown) => getAsset(assetName(path), field),
    })
  }
}

/** A widget as Decap's registry keeps it; its published types leave out the schema it also takes. */
interface Widget {
  control: ComponentType<Props>
  preview: ComponentType<Props>
  schema: object
}

interface WidgetRegistry {
  getWidget(name: string): Widget | undefined
  registerWidget(name: string, control: Widget['control'], preview: Widget['preview'], schema: object): void
}

/**
 * Registers Decap's image widget again under its own name, with the control and the preview that
 * show a photo from the backend: every photo field, and Decap's own use of the widget, get them.
 */
export function registerPhotoWidget(cms: typeof DecapCmsApp) {
  const registry = cms as unknown as WidgetRegistry
  const image = registry.getWidget('image')
  if (!image) throw new Error('Decap CMS has no image widget')
  registry.registerWidget('image', photoControl(image.control), photoPreview(image.preview), image.schema)
}
