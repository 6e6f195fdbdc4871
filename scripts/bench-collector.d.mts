// Types for the benches' plain JavaScript, so its tests are type-checked.
import type { ChildProcess } from 'node:child_process'

export function startMailServer(options?: {
  onMessage?: (message: { headers: string; to: string[] }) => void
}): Promise<{ port: number; delivered(): number; close(): void }>
export function waitForServer(base: string, child: ChildProcess): Promise<void>
export function freePort(): Promise<number>
export function benchEnquiry(name: string, email: string): Record<string, string>
