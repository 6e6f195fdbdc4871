import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * The longest the event loop was held while `work` ran, in milliseconds, as Node's own delay
 * monitor saw it. A check that stalls the loop shows here however busy the machine is otherwise;
 * `work` should yield between its steps (`nextTurn`), so each step is measured on its own.
 */
export async function longestStallMs(work: () => Promise<void>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  try {
    await work()
    // One more turn, so a stall at the very end is sampled too.
    await new Promise((resolve) => setTimeout(resolve, 30))
  } finally {
    histogram.disable()
  }
  return histogram.max / 1e6
}

/** Lets the event loop run its timers and I/O before the next step. */
export const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/**
 * The ceiling the tests hold the longest stall to: far above what a linear check of a few
 * kilobytes takes even on a slow, shared machine, far below what a backtracking one takes.
 */
export const stallCeilingMs = 1_000
