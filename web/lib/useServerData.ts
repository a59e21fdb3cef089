import { useCallback, useEffect, useState } from "react";

type ServerData<Value> = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; value: Value };

export interface ServerDataHandle<Value> {
  state: ServerData<Value>;
  reload: () => Promise<void>;
  /** Changes the loaded value in place (after a write the server answered); nothing before it loaded. */
  update: (change: (value: Value) => Value) => void;
}

/**
 * What an online-only screen reads straight from the server (staff accounts, the operator's lists):
 * loading, the failure, or the value; loads again when `load` changes and on `reload()`.
 */
export function useServerData<Value>(load: () => Promise<Value>): ServerDataHandle<Value> {
  const [state, setState] = useState<ServerData<Value>>({ status: "loading" });

  const fetchValue = useCallback(
    async (isCurrent: () => boolean) => {
      try {
        const value = await load();
        if (isCurrent()) setState({ status: "ready", value });
      } catch (error) {
        if (isCurrent()) setState({ status: "error", error });
      }
    },
    [load],
  );

  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    void fetchValue(() => current);
    return () => {
      current = false;
    };
  }, [fetchValue]);

  const reload = useCallback(() => fetchValue(() => true), [fetchValue]);
  const update = useCallback((change: (value: Value) => Value) => {
    setState((previous) => (previous.status === "ready" ? { status: "ready", value: change(previous.value) } : previous));
  }, []);
  return { state, reload, update };
}
