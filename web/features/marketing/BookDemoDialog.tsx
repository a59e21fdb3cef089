import type { RefObject } from "react";
import { Dialog, DialogContent } from "../../ui/Dialog/Dialog";
import { BookDemoForm } from "./BookDemoForm";

interface BookDemoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}

export function BookDemoDialog({ open, onOpenChange, opener }: BookDemoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Book A Demo"
        description="Tell us about your restaurant and we'll show you Rasoi in 30 minutes."
        returnFocusTo={opener}
      >
        <BookDemoForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
