import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PassThrough, type Readable } from 'node:stream'
import { ZipFile } from 'yazl'
import type { FileStorage } from '../../files/storage'
import { audit } from '../../store/audit'
import { buyerOf } from '../../store/buyer'
import { findLead } from '../../store/leads'
import { describePersonData, personData, personFilePath } from '../../store/person-data'
import type { Upload } from '../../store/schema'
import { ukDay } from '../../working-time'
import { LeadNotFound } from '../pages/lead'
import type { AdminOptions } from '../options'
import { adminHeaders, sendAdminPage } from '../render'
import { actorOf, viewerOf } from '../staff'
import { idText } from './lead-id'

type LeadRequest = FastifyRequest<{ Params: { id: string } }>

/**
 * The ZIP of one person's data: `person.json` first, then each file under `files/<lead>/<name>`.
 * yazl writes entries in order and opens each file only when it reaches it, so the archive is
 * streamed to the browser and never held whole, whatever the files weigh. Files whose storage no
 * longer has them were left out (and the JSON says so) before the first byte was sent.
 */
function personZip(json: string, files: Array<{ file: Upload; open: () => Promise<Readable | undefined> }>) {
  const zip = new ZipFile()
  zip.addBuffer(Buffer.from(json, 'utf8'), 'person.json')
  for (const { file, open } of files)
    zip.addReadStreamLazy(personFilePath(file), { size: file.bytes }, (done) => {
      open().then(
        (stream) =>
          stream ? done(null, stream) : done(new Error(`${personFilePath(file)} is gone`), new PassThrough()),
        (error: unknown) => done(error, new PassThrough()),
      )
    })
  zip.end()
  return zip
}

/** Which of the files storage still has: read once to check, then opened again as the ZIP reaches each. */
async function presentFiles(storage: FileStorage, files: Upload[]): Promise<Set<number>> {
  const present = new Set<number>()
  for (const file of files) {
    const found = await storage.read(file)
    if (!found) continue
    found.stream.destroy()
    present.add(file.id)
  }
  return present
}

/**
 * "Export this person's data": `POST /admin/leads/<id>/export-person` (a post, so the CSRF check
 * guards it: it reads personal data in bulk) answers one ZIP of everything kept on the lead's
 * address. The audit entry (who, when, which address, what it held) is written before a byte goes.
 */
export async function personExportRoutes(app: FastifyInstance, { db, storage }: AdminOptions) {
  app.post('/admin/leads/:id/export-person', async (request: LeadRequest, reply: FastifyReply) => {
    const id = idText.safeParse(request.params.id)
    const lead = id.success ? await findLead(db, id.data) : undefined
    const email = lead ? buyerOf(lead).email : ''
    if (!lead || !email) return sendAdminPage(reply, <LeadNotFound viewer={viewerOf(request, reply)} />, 404)

    const now = new Date()
    const { data, files } = await personData(db, email, now)
    const present = await presentFiles(storage, files)
    const keptPaths = new Set(files.filter((file) => present.has(file.id)).map(personFilePath))
    for (const item of data.leads)
      for (const file of item.files) if (!keptPaths.has(file.path)) file.missing = true
    await audit(
      db,
      actorOf(request),
      'exported-person',
      { leadId: lead.id, detail: `${data.matchedBy}: ${describePersonData(data)}` },
      now,
    )
    const zip = personZip(
      `${JSON.stringify(data, null, 2)}\n`,
      files
        .filter((file) => present.has(file.id))
        .map((file) => ({ file, open: async () => (await storage.read(file))?.stream })),
    )
    // A file that vanished while the archive was written: the download ends broken, not hanging.
    zip.on('error', (error: Error) => {
      request.log.error({ err: error }, 'person export cut short')
      ;(zip.outputStream as Readable).destroy(error)
    })
    return reply
      .headers({
        ...adminHeaders,
        'content-disposition': `attachment; filename="person-data-${lead.reference}-${ukDay(now)}.zip"`,
      })
      .type('application/zip')
      .send(zip.outputStream)
  })
}
