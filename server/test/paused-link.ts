import { createServer, connect, type Socket } from 'node:net';

/**
 * A loopback TCP link in front of a real server that can be paused, as a network partition or a stalled
 * server pauses it: connections stay open and nothing passes either way until it resumes, when what was
 * held back is delivered (TCP would resend it), so the sessions on it carry on.
 */
export async function pausedLink(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let paused = false;
  let closing: Promise<void> | undefined;
  const hold = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (paused) socket.pause();
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    hold(client);
    hold(upstream);
    // By hand, not pipe(): a pipe resumes its source when the other side drains, which would undo a pause.
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    pause() {
      paused = true;
      for (const socket of sockets) socket.pause();
    },
    resume() {
      paused = false;
      for (const socket of sockets) socket.resume();
    },
    /** Cuts every connection and closes the port, as a stopped server does; again, it waits for the first. */
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      });
      return closing;
    },
  };
}
