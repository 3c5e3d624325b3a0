import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The connections of a server and how many requests each carries, so a stopping server can close every
 * connection with nothing in flight (kept alive after its last answer, or opened and never used) while those
 * still answering finish. Node's own closeIdleConnections() leaves a connection that never sent a request.
 */
export function trackConnections(server: Server): { closeIdle(): void } {
  const inFlight = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const count = inFlight.get(socket);
      if (count !== undefined) inFlight.set(socket, count - 1);
    });
  });
  return {
    closeIdle() {
      for (const [socket, count] of inFlight) if (count === 0) socket.destroy();
    },
  };
}
