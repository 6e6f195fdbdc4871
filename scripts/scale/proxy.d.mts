// Types for the scale bench's plain JavaScript, so its tests are type-checked.
export function startProxy(ports: number[]): Promise<{
  port: number
  counts: { retried: number; failed: number }
  close(): Promise<void>
}>
