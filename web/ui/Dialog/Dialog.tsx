import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { Button } from "../Button/Button";
import * as styles from "./Dialog.css";

export const Dialog = RadixDialog.Root;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Where focus goes on close; needed when the dialog is opened without a Radix trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A modal panel with a title, an optional description and a labelled close button. */
export function DialogContent({ title, description, children, returnFocusTo }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={styles.content}
        // Without a description Radix warns unless aria-describedby is explicitly absent.
        {...(description ? {} : { "aria-describedby": undefined })}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <div className={styles.header}>
          <div>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          </div>
          <RadixDialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close">
              <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Button>
          </RadixDialog.Close>
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
