/**
 * A part of the app fetched when first needed (a dialog, the message editor): its own chunk,
 * loaded once, and tried again by the next caller when a fetch failed (offline, a new deploy).
 */
export interface OnDemandPart<T> {
  /** The module, once it has loaded. */
  current: () => T | undefined;
  /** Loads the module (again after a failure). */
  load: () => Promise<T>;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemandPart<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    current: () => loaded,
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module),
        (e: unknown) => {
          loading = undefined;
          throw e;
        },
      )),
  };
}
