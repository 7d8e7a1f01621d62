// The few fields of autocannon's options and result the benchmarks use (it ships no types).
declare module "autocannon" {
  type Result = { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  /** One connection; "headers" gives each response's headers as a flat [name, value, ...] list. */
  type Client = { on: (event: "headers", listener: (response: { headers: string[] }) => void) => void };
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    setupClient?: (client: Client) => void;
  }): Promise<Result>;
}
