import { buffer } from 'node:stream/consumers'
import { fromBufferPromise, type Entry } from 'yauzl'

/** Every file of a ZIP by its path, read with yauzl as an archive tool would: what a test opens. */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true })
  const files = new Map<string, Buffer>()
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject)
    zip.on('end', () => resolve())
    zip.on('entry', (entry: Entry) => {
      zip
        .openReadStreamPromise(entry)
        .then((stream) => buffer(stream))
        .then((content) => {
          files.set(entry.fileName, content)
          zip.readEntry()
        }, reject)
    })
    zip.readEntry()
  })
  return files
}
