import { useEffect, useState } from "react";
import { api } from "./api";

export type ApiQueryState<T> = { status: "loading" } | { status: "error"; error: unknown } | { status: "success"; data: T };

/**
 * Fetch once on mount (no retries, no refetch on focus). `parse` validates the answer,
 * e.g. a zod/mini schema's `parse`; it must be stable (module-level), or the query re-runs.
 */
export function useApiQuery<T>(path: string, parse: (data: unknown) => T): ApiQueryState<T> {
  const [state, setState] = useState<ApiQueryState<T>>({ status: "loading" });
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    api
      .get(path)
      .then(parse)
      .then(
        (data) => {
          if (current) setState({ status: "success", data });
        },
        (error: unknown) => {
          if (current) setState({ status: "error", error });
        },
      );
    return () => {
      current = false;
    };
  }, [path, parse]);
  return state;
}
