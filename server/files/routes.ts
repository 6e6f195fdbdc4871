import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { Db, Upload } from '../store/schema'
import { findUpload } from '../store/uploads'
import { claimedFile, filesPath, readFileToken } from './links'
import type { FileStorage } from './storage'

export interface FilesOptions {
  db: Db
  storage: FileStorage
  /** Signs the download links in the sales notification. */
  signingKey: Buffer
}

/**
 * `Content-Disposition` for a name any browser saves correctly: an ASCII stand-in, then the name
 * itself in UTF-8 (RFC 6266, RFC 8187).
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/**
 * What makes a file a download and nothing else, whatever it holds (an SVG with a script in it):
 * bytes of no type, to be saved, never sniffed, never cached, and a policy that runs nothing
 * should a browser render it all the same.
 */
const downloadHeaders = {
  'content-type': 'application/octet-stream',
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
}

const notFound = (reply: FastifyReply) =>
  reply.status(404).header('cache-control', 'no-store').send({ error: 'Not found', code: 'NOT_FOUND' })

/**
 * `GET /api/files/<token>`: a lead's file for the sales team, from the signed link in their
 * notification or on the lead's page. A forged or altered token, or a file deleted with its lead,
 * is simply not found; a genuine link past its time is gone (410), and the lead's page has a fresh one.
 */
export const filesPlugin: FastifyPluginAsync<FilesOptions> = async (app, options) => {
  async function linkedUpload(token: string): Promise<Upload | 'expired' | undefined> {
    const claim = claimedFile(token)
    const upload = claim && (await findUpload(options.db, claim.id))
    if (!upload) return undefined
    const read = readFileToken(options.signingKey, token, upload)
    return read === 'genuine' ? upload : read === 'expired' ? 'expired' : undefined
  }

  app.get<{ Params: { token: string } }>(
    `${filesPath}/:token`,
    { compress: false },
    async (request, reply) => {
      const upload = await linkedUpload(request.params.token)
      if (upload === 'expired')
        return reply.status(410).header('cache-control', 'no-store').send({
          error: 'This link has expired: open the lead in the inbox for a fresh one',
          code: 'LINK_EXPIRED',
        })
      if (!upload) return notFound(reply)
      // A row whose file is not (yet) in its folder: the sweep puts it there.
      const file = await options.storage.read(upload)
      if (!file) return notFound(reply)
      return reply
        .headers(downloadHeaders)
        .header('content-disposition', attachment(upload.name))
        .header('content-length', file.size)
        .send(file.stream)
    },
  )
}
