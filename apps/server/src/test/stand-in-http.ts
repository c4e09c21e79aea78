import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** The local HTTP services the channel tests talk to (Telegram, Zalo, a push service). */
export interface LocalServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  base: string;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 at a free port. A handler's exception answers 500, as a broken service
 * would. close() also drops fetch's kept-alive connections, which would hold it open for seconds.
 */
export async function startLocalServer(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<LocalServer> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
