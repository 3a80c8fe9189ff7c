/** An amount rounded to cents (sums of decimal prices drift: 0.1 + 0.2). */
export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
