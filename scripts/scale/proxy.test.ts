import http from 'node:http'
import { afterEach, expect, it } from 'vitest'
import { freePort } from '../bench-collector.mjs'
import { startProxy } from './proxy.mjs'

const closers: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

it('sends a request refused by one instance to the other', async () => {
  const instance = http.createServer((_request, response) => response.end('from the live one'))
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => instance.close(resolve)))
  const live = (instance.address() as { port: number }).port
  const proxy = await startProxy([await freePort(), live])
  closers.push(() => proxy.close())

  const answers = await Promise.all(
    [1, 2].map(async () => (await fetch(`http://127.0.0.1:${proxy.port}/api/forms/contact`)).text()),
  )
  expect(answers).toEqual(['from the live one', 'from the live one'])
  expect(proxy.counts).toEqual({ retried: 1, failed: 0 })
})
