/**
 * A download per key, shared by every caller while it runs and once it is done; a rejected one is forgotten, so
 * the next caller (the next query) tries again instead of getting the old failure.
 */
export function onceUnlessRejected<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const pending = new Map<K, Promise<V>>();
  return (key) => {
    let result = pending.get(key);
    if (!result) {
      result = load(key);
      result.catch(() => pending.delete(key));
      pending.set(key, result);
    }
    return result;
  };
}
