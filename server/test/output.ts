import { Writable } from 'node:stream'

/** A stand-in for standard output that keeps what a command writes, for a test to read. */
export function capturedOutput() {
  const chunks: Buffer[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk as Buffer))
      done()
    },
  })
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') }
}
