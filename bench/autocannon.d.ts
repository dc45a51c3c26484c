/** The part of autocannon 9's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    /** Per-connection state shared by the requests of a sequence. */
    type Context = Record<string, string>;

    /** One request of the sequence each connection repeats. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Returns the request to send (may change `path` and `body`); runs before each send. */
      setupRequest?: (request: Request, context: Context) => Request;
      onResponse?: (status: number, body: string, context: Context) => void;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      headers?: Record<string, string>;
      method?: string;
      /** The sequence each connection repeats (instead of one request to `url`). */
      requests?: Request[];
      /** Seconds before a request counts as a timeout (and an error). */
      timeout?: number;
      /** Called with each connection's client before it connects (bench:mix gives each its own requests). */
      setupClient?: (client: Client) => void;
    }

    /** One connection (autocannon's `Client` API). */
    interface Client {
      /** Replaces this connection's request sequence. */
      setRequests(requests: Request[]): void;
      /** After each response: its status, bytes and latency in ms. */
      on(event: 'response', listener: (status: number, bytes: number, durationMs: number) => void): this;
    }

    /** Latency values are milliseconds (1 ms resolution); request values are per-second samples. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    interface Result {
      duration: number;
      connections: number;
      /** Socket errors, timeouts included. */
      errors: number;
      timeouts: number;
      /** Responses outside 2xx. */
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      requests: Histogram & { sent: number };
      throughput: Histogram;
    }
  }

  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
