import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { type DinerLanguage, LANGUAGE_OWN_NAMES } from "../../../shared/languages";
import type { WaitlistGuestEntry } from "../../../shared/schemas/waitlist";
import { announce, setSoundWanted } from "../../lib/chime";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { NotifyMe } from "../push";
import * as styles from "./Door.css";
import { DoorError, join, keep, kept, leave, listenToEntry, readEntry } from "./doorApi";
import { type DoorWords, ENGLISH, fill, loadDoorWords } from "./doorWords";

/** Without a live stream (refused, or a proxy that cuts it), the page still reads its place this often. */
const POLL_MS = 30_000;
const LANGUAGES = Object.keys(LANGUAGE_OWN_NAMES) as DinerLanguage[];

/**
 * The door page `/w/{slug}` (docs/api.md, Waitlist and reservations): a guest joins the queue with
 * name, phone and party size, sees their place and an honest wait, hears the host's Notify (a ring and
 * a buzz) and can leave. Light, on the diner's byte budget: no zod, no staff app.
 */
export function DoorPage({ slug }: { slug: string }) {
  const [language, setLanguage] = useState<DinerLanguage>("en");
  const [words, setWords] = useState<DoorWords>(ENGLISH);
  useEffect(() => {
    let current = true;
    loadDoorWords(language).then(
      (loaded) => current && setWords(loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [language]);
  const [entryId, setEntryId] = useState<string | null>(() => kept(slug).entryId ?? null);
  const [entry, setEntry] = useState<WaitlistGuestEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastStatus = useRef<string | null>(null);
  useDocumentTitle(entry ? `${entry.restaurantName} · ${words.join}` : words.join);

  // A join sent before a reload (its answer lost) goes again with its key: the same place, never two.
  useEffect(() => {
    if (entryId || !kept(slug).pending) return;
    const details = kept(slug).pending?.details;
    if (details) join(slug, details).then(setEntryId, () => {});
  }, [slug, entryId]);

  const refresh = useCallback(async () => {
    if (!entryId) return;
    try {
      const read = await readEntry(entryId);
      setProblem(null);
      if (!read) {
        keep(slug, {});
        setEntryId(null);
        return;
      }
      // The host's Notify: ring and buzz once, the moment the page hears of it.
      if (read.status === "notified" && lastStatus.current !== null && lastStatus.current !== "notified") announce(true);
      lastStatus.current = read.status;
      setEntry(read);
    } catch {
      setProblem(words.offline);
    }
  }, [entryId, slug, words.offline]);

  useEffect(() => {
    if (!entryId) return;
    void refresh();
    const stop = listenToEntry(entryId, () => void refresh());
    const poll = setInterval(() => void refresh(), POLL_MS);
    return () => {
      stop();
      clearInterval(poll);
    };
  }, [entryId, refresh]);

  async function onJoin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // This tap is the gesture browsers need before a page may play sound later.
    setSoundWanted(true);
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const id = await join(slug, {
        name: String(form.get("name") ?? ""),
        phone: String(form.get("phone") ?? ""),
        partySize: Number(form.get("partySize") ?? 0),
      });
      lastStatus.current = "waiting";
      setEntryId(id);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof DoorError ? error.message : words.offline);
    } finally {
      setBusy(false);
    }
  }

  async function onLeave() {
    if (!entryId) return;
    setBusy(true);
    try {
      await leave(entryId);
      await refresh();
    } catch (error) {
      setProblem(error instanceof DoorError ? error.message : words.offline);
    } finally {
      setBusy(false);
    }
  }

  function joinAgain() {
    keep(slug, {});
    setEntry(null);
    setEntryId(null);
    lastStatus.current = null;
  }

  const inQueue = entry && (entry.status === "waiting" || entry.status === "notified");
  return (
    <main className={styles.page} data-status={entry?.status ?? "none"}>
      <div className={styles.head}>
        <h1 className={styles.title}>{entry?.restaurantName ?? words.join}</h1>
        <select aria-label={words.language} value={language} onChange={(event) => setLanguage(event.target.value as DinerLanguage)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_OWN_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {!entryId && (
        <form className={styles.form} onSubmit={(event) => void onJoin(event)}>
          <Field label={words.name} name="name" required maxLength={60} autoComplete="name" />
          <Field label={words.phone} name="phone" required type="tel" inputMode="tel" autoComplete="tel" />
          <Field label={words.partySize} name="partySize" required type="number" min={1} max={20} defaultValue={2} inputMode="numeric" />
          <Button type="submit" disabled={busy} fullWidth>
            {busy ? words.joining : words.join}
          </Button>
        </form>
      )}
      {entry && inQueue && (
        <section aria-live="polite">
          {entry.status === "notified" ? (
            <p className={styles.ready} role="alert">
              {words.ready}
            </p>
          ) : (
            <>
              <p className={styles.place}>{fill(words.yourPlace, { n: entry.position })}</p>
              <p className={styles.muted}>
                {entry.estimate ? fill(words.wait, { min: entry.estimate.minMinutes, max: entry.estimate.maxMinutes }) : words.noTable}
              </p>
            </>
          )}
        </section>
      )}
      {entry && inQueue && <NotifyMe to="waitlist" id={entry.id} language={language} />}
      {entry && inQueue && (
        <Button variant="secondary" onClick={() => void onLeave()} disabled={busy}>
          {words.leave}
        </Button>
      )}
      {entry && entry.status === "seated" && (
        <p className={styles.place}>{entry.tableNumber ? fill(words.seated, { table: entry.tableNumber }) : words.seatedNoTable}</p>
      )}
      {entry && (entry.status === "left" || entry.status === "no-show") && (
        <>
          <p className={styles.muted}>{words.gone}</p>
          <Button onClick={joinAgain}>{words.joinAgain}</Button>
        </>
      )}
    </main>
  );
}
