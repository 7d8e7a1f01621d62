// The few fields of autocannon's result the benchmark reads (it ships no types).
declare module "autocannon" {
  type Result = { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
}
