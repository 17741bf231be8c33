/** Small deterministic PRNG so every reset gives the same data. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The seed's one stream of random numbers. Every step draws from it in a fixed order, so the seed is
 * the same for a given day: a step that drew more or fewer numbers would change every step after it.
 */
export interface SeedRandom {
  /** A number in [0, 1). */
  rnd: () => number;
  pick: <T>(list: readonly T[]) => T;
  /** A whole number from lo to hi, both included. */
  between: (lo: number, hi: number) => number;
}

export function seedRandom(seed: number): SeedRandom {
  const rnd = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  return { rnd, pick, between };
}
