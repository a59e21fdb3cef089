import { serverMessageOf } from "../../http/client";
import { toast } from "../../ui/Toast/toastStore";

/** A staff change the server refused or never received: say so, with the server's reason when there is one. */
export function reportStaffError(title: string, error: unknown): void {
  toast({ title, description: serverMessageOf(error) ?? "Check your connection and try again.", variant: "destructive" });
}
