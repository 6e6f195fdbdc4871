// The S3-compatible server the bucket storage is tested against ships no types; this is what the test uses.
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      silent?: boolean
      directory?: string
      configureBuckets?: Array<{ name: string }>
      allowMismatchedSignatures?: boolean
    })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
