import { toast } from "../../ui/Toast/toastStore";

/** A change saved on this device (docs/decisions/018-success-toast-when-saved-locally.md). */
export function saved(description: string, title = "Success"): void {
  toast({ title, description });
}

/**
 * A change this device could not even queue (storage failed, or the item is gone). The server's
 * refusals come later, from the sync engine, with the same texts (docs/product.md, Messages).
 */
export function failed(fallback: string, title = "Error"): void {
  toast({ title, description: fallback, variant: "destructive" });
}
