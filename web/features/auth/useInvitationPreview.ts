import { useEffect, useState } from "react";
import type { InvitationPreview } from "../../../shared/schemas/staff";
import { serverMessageOf } from "../../http/client";
import { previewInvitation } from "../../http/staff";

type InvitationState =
  | { status: "none" }
  | { status: "loading" }
  | { status: "valid"; preview: InvitationPreview }
  | { status: "invalid"; message: string };

const UNREADABLE = "This invitation link could not be checked. Check your connection and open the link again.";

/** What an invitation link (`/register?invite=…`) is for, asked of the server once per token. */
export function useInvitationPreview(token: string | undefined): InvitationState {
  const [state, setState] = useState<InvitationState>(token ? { status: "loading" } : { status: "none" });
  useEffect(() => {
    if (!token) {
      setState({ status: "none" });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    previewInvitation(token).then(
      (preview) => {
        if (current) setState({ status: "valid", preview });
      },
      (error: unknown) => {
        if (current) setState({ status: "invalid", message: serverMessageOf(error) ?? UNREADABLE });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
