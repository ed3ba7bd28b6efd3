/** Listener of one event type; receives that event's payload. */
export type Listener<T> = (payload: T) => void;

/**
 * A small synchronous event emitter keyed by event name, with the payload type per name, e.g.
 * `createEmitter<{ 'payment-required': { detail: string } }>()`. A throwing listener is logged
 * and does not stop the others.
 */
export interface TypedEmitter<Events extends Record<string, unknown>> {
  /** Subscribes; returns the function that unsubscribes. */
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  /** Number of listeners of one type (for diagnostics and tests). */
  listenerCount(type: keyof Events): number;
}

export function createEmitter<Events extends Record<string, unknown>>(): TypedEmitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();

  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(type, payload) {
      const set = listeners.get(type);
      if (!set) return;
      // A copy: a listener may unsubscribe (or subscribe another) while we iterate.
      for (const listener of [...set]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error: unknown) {
          console.error(`A listener of "${String(type)}" failed`, error);
        }
      }
    },
    listenerCount(type) {
      return listeners.get(type)?.size ?? 0;
    },
  };
}
