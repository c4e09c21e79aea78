import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * How many of the console's reads (its lists, reports and exports) this process works on at once;
 * the others wait their turn, first come first served. A console list at a busy shop's size costs
 * the server some milliseconds of its one thread (reading, mapping, writing, compressing a page),
 * and the database connections alone do not bound that: with two connections for them, a member of
 * staff reloading the order board over four connections took 29 % of a customer list's throughput
 * (bench:scale's interference figure, one round), let in one at a time 17 % (the median of three;
 * a single reader takes 11 %). Staff wait a few milliseconds more when several of them read at the
 * same moment; the customers pay less for it. Staff's writes (the warehouse's scans) are not held
 * here.
 */
export const CONSOLE_READS_AT_ONCE = 1;

/** A counting gate: `enter` resolves when a place is free, `leave` frees it for the next. */
class Gate {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(places: number) {
    this.#free = places;
  }

  enter(): Promise<void> | null {
    if (this.#free > 0) {
      this.#free--;
      return null;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  leave(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free++;
  }
}

/**
 * Holds each console read (GET, HEAD) at the door until one of CONSOLE_READS_AT_ONCE places is
 * free, and frees it when the answer is sent or the client goes away. Registered before the hook
 * that puts the request on the console's connections (db/console-pool.ts), which then runs in the
 * admitted request's own context.
 */
export function limitConsoleReads(app: FastifyInstance, places = CONSOLE_READS_AT_ONCE): void {
  const gate = new Gate(places);
  /** Each read's place: waiting for one, holding one, or done (answered, or its client gone). */
  const placeOf = new WeakMap<FastifyReply, 'waiting' | 'holding' | 'done'>();
  const finish = (reply: FastifyReply) => {
    if (placeOf.get(reply) === 'holding') gate.leave();
    placeOf.set(reply, 'done');
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    placeOf.set(reply, 'waiting');
    // Emitted once the answer is out, and also when the client goes away first: while the read
    // still waits for its place (it is then never run), or while it runs.
    reply.raw.once('close', () => finish(reply));
    const admitted = () => {
      if (placeOf.get(reply) === 'done') return gate.leave();
      placeOf.set(reply, 'holding');
      done();
    };
    const waiting = gate.enter();
    if (waiting) void waiting.then(admitted);
    else admitted();
  });
  // An injected request (the tests) has no connection to close: its answer frees the place.
  app.addHook('onResponse', async (_request, reply) => finish(reply));
}
