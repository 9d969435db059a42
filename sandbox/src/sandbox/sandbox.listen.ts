import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import type { Hono } from 'hono'
import type { ListeningSandbox } from './sandbox.types'

/** Thrown by `listen` when the port is taken, so a CLI can print one clear line instead of a stack trace. */
export class PortInUseError extends Error {
  /** Always `'PortInUseError'`, for a check by name across realms. */
  override readonly name = 'PortInUseError'
  constructor(
    /** The port that was taken. */
    readonly port: number,
  ) {
    super(`Port ${port} is already in use.`)
  }
}

/** Serves `app` on `hostname:port` (port 0 picks a free one). */
export function listenOn(app: Pick<Hono, 'fetch'>, port: number, hostname: string): Promise<ListeningSandbox> {
  const server = createAdaptorServer({ fetch: app.fetch, hostname })
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error)
    })
    server.listen(port, hostname, () => {
      const address = server.address() as AddressInfo
      const host = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname
      resolve({
        port: address.port,
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            // Keep-alive connections would hold close() open until they time out.
            if ('closeAllConnections' in server) server.closeAllConnections()
            server.close((error) => (error ? fail(error) : done()))
          }),
      })
    })
  })
}
