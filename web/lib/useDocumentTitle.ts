import { useEffect } from "react";

/** The kitchen's "(3) " count of waiting orders stays in front of whatever title a screen sets. */
const COUNT_PREFIX = /^\(\d+\) /;

/** Names the tab after the screen ("Orders Management · Rasoi"), or exactly `title` when `bare`. */
export function useDocumentTitle(title: string | null, bare = false): void {
  useEffect(() => {
    if (title === null) return;
    const count = COUNT_PREFIX.exec(document.title)?.[0] ?? "";
    document.title = `${count}${bare ? title : `${title} · Rasoi`}`;
  }, [title, bare]);
}
