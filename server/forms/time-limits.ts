/**
 * How long the server waits for what a client sends. Every connection, request and body ends by
 * one of these, so a client that trickles its bytes cannot hold a socket, a parser or an open file
 * for ever; each figure is set here and nowhere else.
 */
export interface TimeLimits {
  /** An upload that sends nothing for this long is given up on. */
  uploadIdleMs: number
  /** An upload's first stretch, in which its rate is not yet judged (a connection warming up). */
  uploadGraceMs: number
  /** After the grace, an upload that has averaged fewer bytes a second than this is given up on. */
  uploadMinBytesPerSecond: number
  /** Whatever its rate, an upload not finished by then is given up on. */
  uploadTotalMs: number
  /** A post without files (JSON, URL-encoded, multipart of fields) must arrive whole within this. */
  postMs: number
  /** Node's own limit on receiving any request, headers and body: above every limit of ours. */
  requestMs: number
  /** A connection on which nothing moves for this long is closed. */
  connectionIdleMs: number
}

const minute = 60_000

export const timeLimits: TimeLimits = {
  uploadIdleMs: minute,
  uploadGraceMs: minute,
  // 10 KB/s is a poor mobile connection; 50 MB at 20 minutes averages about 43 KB/s.
  uploadMinBytesPerSecond: 10 * 1024,
  uploadTotalMs: 20 * minute,
  postMs: 30_000,
  requestMs: 21 * minute,
  // Above the upload's idle limit, so the collector answers a silent upload before the socket goes.
  connectionIdleMs: 90_000,
}
