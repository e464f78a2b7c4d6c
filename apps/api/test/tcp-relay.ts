import net from "node:net";

/**
 * A TCP relay between the app and PostgreSQL that a test controls, to play the faults a real network and
 * server have: `cut()` stops forwarding without closing anything (a network cut: packets vanish, nobody
 * is told), `restore()` delivers what was held and forwards again; `stop()` closes every connection and
 * the port (a server restart: refused connections), `start()` listens again on the same port.
 */
export class TcpRelay {
  private server = net.createServer();
  private sockets = new Set<net.Socket>();
  private held: Array<[net.Socket, Buffer]> = [];
  private isCut = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens on 127.0.0.1 (a free port the first time, the same port after a `stop()`). */
  async start(): Promise<void> {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** A connection URL like `url`, through the relay. */
  urlFor(url: string): string {
    const u = new URL(url);
    u.hostname = "127.0.0.1";
    u.port = String(this.port);
    return u.toString();
  }

  cut(): void {
    this.isCut = true;
  }

  restore(): void {
    this.isCut = false;
    for (const [to, chunk] of this.held.splice(0)) if (!to.destroyed) to.write(chunk);
  }

  /** Closes the port and every connection through it. */
  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: net.Socket) {
    const upstream = net.connect(this.target);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(from);
      from.on("data", (chunk) => (this.isCut ? this.held.push([to, chunk]) : to.write(chunk)));
      from.on("error", () => {});
      from.on("close", () => {
        this.sockets.delete(from);
        to.destroy();
      });
    }
  }
}
