// The bench's load balancer: round robin over the instances that are up, with what a real one adds
// in front of a crash: an instance whose connection is refused or reset before it answered is
// marked down and the request is tried on the next one, and a down instance is looked at through
// /healthz twice a second until it answers again.
import http from 'node:http'

/** Listens on a free loopback port; `counts` says how many requests were retried elsewhere or failed. */
export async function startProxy(ports) {
  const agent = new http.Agent({ keepAlive: true })
  const down = new Set()
  const counts = { retried: 0, failed: 0 }
  let turn = 0

  const forward = (port, request, body) =>
    new Promise((resolve, reject) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          headers: request.headers,
          agent,
        },
        resolve,
      )
      upstream.on('error', reject)
      upstream.end(body)
    })

  const server = http.createServer(async (request, response) => {
    const chunks = []
    try {
      for await (const chunk of request) chunks.push(chunk)
    } catch {
      return response.destroy()
    }
    const body = Buffer.concat(chunks)
    const start = turn++
    const order = ports.map((_, index) => ports[(start + index) % ports.length])
    for (const port of [
      ...order.filter((port) => !down.has(port)),
      ...order.filter((port) => down.has(port)),
    ]) {
      let answer
      try {
        answer = await forward(port, request, body)
      } catch {
        down.add(port)
        counts.retried++
        continue
      }
      response.writeHead(answer.statusCode, answer.headers)
      // An instance dying mid-answer cuts the client off too: it never sees a whole 200.
      answer.on('error', () => response.destroy())
      answer.pipe(response)
      return
    }
    counts.failed++
    response.writeHead(502).end()
  })

  const probe = setInterval(() => {
    for (const port of down)
      http
        .get({ host: '127.0.0.1', port, path: '/healthz' }, (answer) => {
          answer.resume()
          if (answer.statusCode === 200) down.delete(port)
        })
        .on('error', () => {})
  }, 500)

  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: server.address().port,
    counts,
    close: () => {
      clearInterval(probe)
      agent.destroy()
      const closed = new Promise((resolve) => server.close(resolve))
      // Clients' keep-alive connections would hold the server open for as long as they live.
      server.closeAllConnections()
      return closed
    },
  }
}
