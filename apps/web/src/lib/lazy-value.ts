/**
 * Values built on first use (issue 28): the web build wraps the contract's schemas in these
 * (lazy-contract.ts), so that a page builds only the zod schemas it uses — its forms' — instead of every
 * schema of every contract module it imports, which cost a phone about a third of a second of main
 * thread at start. The API client never builds a response schema (it does not parse responses).
 *
 * The proxy forwards every operation to the value, built at the first one: a zod schema, an object of
 * fields, or the schema of an endpoint's query, body or response. Never used for arrays, functions or
 * built-ins with internal slots (Set, Map, Date), which a proxy cannot stand in for.
 */
const lazyValues = new WeakSet<object>();

export function lazyValue<T extends object>(build: () => T): T {
  let value: T | undefined;
  const get = (): T => (value ??= build());
  const proxy = new Proxy({} as T, {
    get: (_, key) => Reflect.get(get(), key),
    set: (_, key, v) => Reflect.set(get(), key, v),
    has: (_, key) => Reflect.has(get(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(get(), key);
      // The proxy's own target has no such property: it may only be reported as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(get(), key, descriptor),
    getPrototypeOf: () => Reflect.getPrototypeOf(get()),
  });
  lazyValues.add(proxy);
  return proxy;
}

/** Whether `value` is a value still to be built (or built) by `lazyValue`: looking does not build it. */
export function isLazyValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && lazyValues.has(value);
}
