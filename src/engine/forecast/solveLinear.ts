/**
 * Solves a · x = b by Gaussian elimination with partial pivoting. The
 * systems here are one row per funnel step (a handful), so this is the
 * whole of the linear algebra the forecast needs; a singular system (a loop
 * no visitor ever leaves) is an error, named as such.
 */
export function solveLinear(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    const top = m[pivot];
    if (top === undefined || Math.abs(top[col] ?? 0) < 1e-12) throw new Error('The steps form a loop that no visitor ever leaves: every share out of it adds up to 1');
    [m[col], m[pivot]] = [top, m[col] ?? top];
    for (let row = 0; row < n; row += 1) {
      const current = m[row];
      if (row === col || current === undefined) continue;
      const factor = (current[col] ?? 0) / (top[col] ?? 1);
      if (factor === 0) continue;
      for (let k = col; k <= n; k += 1) current[k] = (current[k] ?? 0) - factor * (top[k] ?? 0);
    }
  }
  return m.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}
