/** Below this a p-value is written as a bound: the value itself is a true small number (statistics.ts computes tails as tails), but no reader needs more digits than that a difference is real. */
const SMALLEST_SHOWN = 0.0001;

/** A p-value as a reader expects it: "p = 0.032", and "p < 0.0001" for one too small to print (never "p = 0.0"). */
export function pValueText(pValue: number): string {
  return pValue < SMALLEST_SHOWN ? `p < ${String(SMALLEST_SHOWN)}` : `p = ${pValue.toPrecision(2)}`;
}
