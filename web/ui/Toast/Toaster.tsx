import { Toast } from "radix-ui";
import * as styles from "./Toast.css";
import { dismissToast, useToasts } from "./toastStore";

/** docs/product.md, Messages: 5000 ms, swipe right past 50 px to dismiss; F8 (Radix's default hotkey) focuses the viewport. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((entry) => (
        <Toast.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id);
          }}
          type={entry.variant === "destructive" ? "foreground" : "background"}
          className={styles.variant[entry.variant ?? "default"]}
        >
          <div>
            <Toast.Title className={styles.title}>{entry.title}</Toast.Title>
            {entry.description ? <Toast.Description className={styles.description}>{entry.description}</Toast.Description> : null}
          </div>
          <Toast.Close className={styles.close} aria-label={entry.closeLabel ?? "Close"}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
