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

/** One request kept for the slowest-requests listing: when it started in the run, and the page cache's answer. */
export type SlowSample = { step: string; ms: number; atSeconds: number; cache: string | null };

/** `startedAt`: performance.now() at the run's start, so each sample says when in the run it was sent. */
export function createStats(startedAt = performance.now()) {
  const samples = new Map<string, number[]>();
  const details: SlowSample[] = [];
  const errors = new Map<string, number>();
  /** The first few distinct error descriptions, to say what went wrong. */
  const examples = new Map<string, number>();

  return {
    /** `sentAt` (performance.now()) and `cache` (the X-Cache header) feed `slowest`. */
    record(step: string, ms: number, sentAt?: number, cache?: string | null) {
      let list = samples.get(step);
      if (!list) samples.set(step, (list = []));
      list.push(ms);
      if (sentAt !== undefined) details.push({ step, ms, atSeconds: (sentAt - startedAt) / 1000, cache: cache ?? null });
    },
    /** The `count` slowest requests of each step, slowest first: when they were sent says whether a tail is a moment or all along. */
    slowest(count: number): SlowSample[] {
      const bySteps = new Map<string, SlowSample[]>();
      for (const sample of details) {
        const list = bySteps.get(sample.step);
        if (list) list.push(sample);
        else bySteps.set(sample.step, [sample]);
      }
      return [...bySteps.values()].flatMap((list) => list.sort((a, b) => b.ms - a.ms).slice(0, count));
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
