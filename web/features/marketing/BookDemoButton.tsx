import { lazy, Suspense, useRef, useState } from "react";
import { Button, type ButtonProps } from "../../ui/Button/Button";

const loadDialog = () => import("./BookDemoDialog");
const BookDemoDialog = lazy(() => loadDialog().then((module) => ({ default: module.BookDemoDialog })));

/**
 * Opens the Book A Demo dialog. The dialog, its form and the schema load on first use (prefetched
 * on hover or focus): the landing page is a diner-budget page (docs/diner-ordering.md, Budget: 110 KB cold).
 */
export function BookDemoButton({ children = "Book A Demo", ...buttonProps }: Omit<ButtonProps, "onClick">) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDialog();
  return (
    <>
      <Button
        {...buttonProps}
        ref={button}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <BookDemoDialog open={open} onOpenChange={setOpen} opener={button} />
        </Suspense>
      ) : null}
    </>
  );
}
