import { fromBuffer, type Entry, type ZipFile } from 'yauzl'

/** Every file in a ZIP by its path, read back as an unzipping program reads it (for the tests). */
export async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(zip, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  )
  const files = new Map<string, Buffer>()
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: Entry) => {
      archive.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error)
        const chunks: Buffer[] = []
        for await (const chunk of stream) chunks.push(chunk as Buffer)
        files.set(entry.fileName, Buffer.concat(chunks))
        archive.readEntry()
      })
    })
    archive.on('end', resolve)
    archive.on('error', reject)
    archive.readEntry()
  })
  return files
}
