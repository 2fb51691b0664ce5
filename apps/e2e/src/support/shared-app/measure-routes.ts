import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { countStatements } from '@forms/testing';

/**
 * What a test measures of the server itself, for the shared server (harness.ts) whose process is not the
 * test's: the SQL statements it sends while the test makes its requests (countStatements, which sees only
 * its own process), and the bytes it reads from the connections opened meanwhile. One file at a time uses
 * a shared server, so one measurement of each kind runs at a time: starting another ends the first.
 *
 * - POST /statements/start, then POST /statements/stop: `{statements}`, every statement text any pg
 *   client of this process sent in between;
 * - POST /bytes-read/start, then POST /bytes-read/stop: `{total}`, the bytes the API server read from
 *   each connection opened in between, as the kernel handed them to it.
 */
export function measureRoutes(httpServer: Server): Record<string, () => Promise<unknown>> {
  let statements: { release: () => void; counted: Promise<string[]> } | undefined;
  let sockets: Set<Socket> | undefined;
  const onConnection = (socket: Socket) => sockets?.add(socket);
  httpServer.on('connection', onConnection);

  const stopStatements = async (): Promise<string[]> => {
    const running = statements;
    statements = undefined;
    if (!running) return [];
    running.release();
    return running.counted;
  };

  return {
    'POST /statements/start': async () => {
      await stopStatements();
      let release!: () => void;
      const done = new Promise<void>((resolve) => (release = resolve));
      statements = { release, counted: countStatements(() => done).then((counted) => counted.statements) };
      return { started: true };
    },
    'POST /statements/stop': async () => ({ statements: await stopStatements() }),
    'POST /bytes-read/start': async () => {
      sockets = new Set<Socket>();
      return { started: true };
    },
    'POST /bytes-read/stop': async () => {
      const total = [...(sockets ?? [])].reduce((sum, socket) => sum + socket.bytesRead, 0);
      sockets = undefined;
      return { total };
    },
  };
}
