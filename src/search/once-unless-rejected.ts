/**
 * A download per key, shared by every caller while it runs and once it is done; a rejected one is forgotten, so
 * the next caller (the next query) tries again instead of getting the old failure. Arguments after the key (a
 * download's priority) are those of the caller that started the download.
 */
export function onceUnlessRejected<K, V, Rest extends unknown[] = []>(
  load: (key: K, ...rest: Rest) => Promise<V>,
): (key: K, ...rest: Rest) => Promise<V> {
  const pending = new Map<K, Promise<V>>();
  return (key, ...rest) => {
    let result = pending.get(key);
    if (!result) {
      result = load(key, ...rest);
      result.catch(() => pending.delete(key));
      pending.set(key, result);
    }
    return result;
  };
}
