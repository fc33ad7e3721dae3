export interface LruWeight<V> {
  /** The most the entries may weigh together (bytes, say); the oldest go first. */
  maxWeight: number;
  weigh(value: V): number;
}

/**
 * A small least-recently-used map: get() refreshes an entry, set() evicts the oldest past `max`
 * entries or, when a weight is given, past `maxWeight` in total. A value heavier than the whole
 * budget is not kept at all.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private totalWeight = 0;

  constructor(
    readonly max: number,
    private readonly weight?: LruWeight<V>,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): void {
    if (this.max <= 0) return;
    const weight = this.weight ? this.weight.weigh(value) : 0;
    this.delete(key);
    if (this.weight && weight > this.weight.maxWeight) return;
    this.entries.set(key, { value, weight });
    this.totalWeight += weight;
    while (this.entries.size > this.max || (this.weight && this.totalWeight > this.weight.maxWeight)) {
      this.delete(this.entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entries' weight together (0 without a weight function). */
  get weightInUse(): number {
    return this.totalWeight;
  }
}

/** Freezes an object graph (parsed resumes are shared between requests: nobody may change them). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) deepFreeze(child);
  }
  return value;
}
