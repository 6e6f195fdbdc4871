import type { UploadSettings } from '../env'
import { directoryStorage } from './directory'
import { s3Storage } from './s3'
import type { FileStorage } from './storage'

/** The storage the settings name: the bucket when `S3_BUCKET` is set, else `UPLOADS_DIR`. */
export const openStorage = (settings: UploadSettings): FileStorage =>
  settings.s3 ? s3Storage(settings.s3, settings.dir) : directoryStorage(settings.dir)
