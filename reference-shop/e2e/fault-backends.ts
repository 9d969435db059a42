import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import { createServer as createTcpServer, type Socket } from 'node:net'

/** A backend stand-in on a loopback port. */
export interface FaultBackend {
  readonly port: number
  close(): Promise<void>
}

/** A backend that accepts every connection and never answers a byte: only the shop's timeout ends its calls. */
export function startHangingBackend(port: number): Promise<FaultBackend> {
  const sockets = new Set<Socket>()
  const server = createTcpServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => sockets.delete(socket))
  })
  return listen(server, port, () => {
    for (const socket of sockets) socket.destroy()
  })
}

/**
 * A backend that answers 200s that are not the contract's JSON, in turn: an HTML page, JSON cut off halfway, a
 * 500 with an HTML body, and JSON of the wrong shape.
 */
export function startGarbageBackend(port: number): Promise<FaultBackend> {
  const answers = [
    { status: 200, type: 'text/html', body: '<!doctype html><html><body><h1>Welcome to nginx!</h1></body></html>' },
    { status: 200, type: 'application/json', body: '{"data": {"records": [' },
    { status: 500, type: 'text/html', body: '<html><body>Internal Server Error</body></html>' },
    { status: 200, type: 'application/json', body: '{"data": 42}' },
  ]
  let served = 0
  const server = createHttpServer((request, response) => {
    const answer = answers[served++ % answers.length]!
    request.resume()
    response.writeHead(answer.status, { 'content-type': answer.type })
    response.end(answer.body)
  })
  return listen(server, port, () => server.closeAllConnections())
}

function listen(server: HttpServer | ReturnType<typeof createTcpServer>, port: number, dropConnections: () => void): Promise<FaultBackend> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            dropConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
