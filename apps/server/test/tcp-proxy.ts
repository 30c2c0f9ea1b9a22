import net from 'node:net';

/**
 * A TCP proxy in front of a PostgreSQL server, to simulate outages without touching the server:
 * `cut()` closes every connection and stops listening (new connects are refused), `restore()` listens
 * again on the same port, `killWhen(text)` drops the connection whose client sends `text`.
 */
export class TcpProxy {
  port = 0;
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private trigger: { bytes: Buffer; fired: () => void } | undefined;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts listening (on a free port the first time, on the same port after a cut). */
  async start(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Connections currently open through the proxy (client and server side). */
  get openSockets(): number {
    return this.sockets.size;
  }

  /** The outage: every open connection is closed abruptly and new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The server is back. */
  restore(): Promise<void> {
    return this.start();
  }

  /** Resolves once a client sends `text`; that connection is closed before the bytes go through. */
  killWhen(text: string): Promise<void> {
    return new Promise((resolve) => {
      this.trigger = { bytes: Buffer.from(text), fired: resolve };
    });
  }

  async close(): Promise<void> {
    await this.cut();
  }

  private accept(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.sockets.add(client);
    this.sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk: Buffer) => {
      const t = this.trigger;
      if (t && chunk.includes(t.bytes)) {
        this.trigger = undefined;
        drop();
        t.fired();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
  }
}
