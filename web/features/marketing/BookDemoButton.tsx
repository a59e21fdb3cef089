import { useState } from "react";
import { Button, type ButtonProps } from "../../ui/Button/Button";
import { Dialog, DialogContent, DialogTrigger } from "../../ui/Dialog/Dialog";
import { BookDemoForm } from "./BookDemoForm";

/** A button that opens the Book A Demo dialog; the form posts to /api/demo-requests. */
export function BookDemoButton({ children = "Book A Demo", ...buttonProps }: ButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button {...buttonProps}>{children}</Button>
      </DialogTrigger>
      <DialogContent title="Book A Demo" description="Tell us about your restaurant and we'll show you Rasoi in 30 minutes.">
        <BookDemoForm onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
