export function report(name: string, value: string, ok: boolean, target: string) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(46)} ${value.padEnd(16)} target ${target}`);
}

/** The q-quantile of some samples (NaN for none). */
export function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
}
