// Per-step latency and error bookkeeping for the load generator.

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export type StepRow = {
  step: string;
  requests: number;
  errors: number;
  "p50 (ms)": number;
  "p95 (ms)": number;
  "p99 (ms)": number;
  "max (ms)": number;
};

export function createStats() {
  const samples = new Map<string, number[]>();
  const errors = new Map<string, number>();
  /** The first few distinct error descriptions, to say what went wrong. */
  const examples = new Map<string, number>();

  return {
    record(step: string, ms: number) {
      let list = samples.get(step);
      if (!list) samples.set(step, (list = []));
      list.push(ms);
    },
    error(step: string, description: string) {
      errors.set(step, (errors.get(step) ?? 0) + 1);
      const key = `${step}: ${description}`;
      if (examples.has(key) || examples.size < 20) examples.set(key, (examples.get(key) ?? 0) + 1);
    },
    totalErrors: () => [...errors.values()].reduce((sum, n) => sum + n, 0),
    errorExamples: () => [...examples].map(([what, count]) => `${count} x ${what}`),
    rows(order: readonly string[]): StepRow[] {
      const steps = [...order.filter((step) => samples.has(step) || errors.has(step)), ...[...samples.keys()].filter((step) => !order.includes(step))];
      return steps.map((step) => {
        const sorted = [...(samples.get(step) ?? [])].sort((a, b) => a - b);
        return {
          step,
          requests: sorted.length,
          errors: errors.get(step) ?? 0,
          "p50 (ms)": Math.round(percentile(sorted, 0.5)),
          "p95 (ms)": Math.round(percentile(sorted, 0.95)),
          "p99 (ms)": Math.round(percentile(sorted, 0.99)),
          "max (ms)": Math.round(sorted.at(-1) ?? 0),
        };
      });
    },
  };
}

export type Stats = ReturnType<typeof createStats>;
