/**
 * One route under load: autocannon from this machine's loopback, with or without a session. Every
 * request says `Accept-Encoding: br, gzip`, as a browser does, so an answer the server compresses
 * is measured compressed (issue 27 §2).
 */
import autocannon from 'autocannon';

export interface RouteFigure {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors (timeouts included) and answers other than 2xx. */
  errors: number;
}

export async function measureRoute(
  base: string,
  route: string,
  options: { connections: number; seconds: number; token?: string | undefined },
): Promise<RouteFigure> {
  const result = await autocannon({
    url: `${base}${route}`,
    connections: options.connections,
    duration: options.seconds,
    headers: {
      'accept-encoding': 'br, gzip',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return {
    route,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
