import { useRef, useState } from "react";
import type { Role } from "../../../shared/constants";
import { formatCustomerDate } from "../../../shared/dates";
import type { CreatedInvitation } from "../../../shared/schemas/staff";
import { createInvitation, invitationLink } from "../../http/staff";
import { usePublicOrigin } from "../../lib/usePublicOrigin";
import { Button } from "../../ui/Button/Button";
import { Field } from "../../ui/Field/Field";
import { SelectField } from "../../ui/Select/SelectField";
import { rows } from "../admin";
import { roleLabel } from "../auth";
import * as styles from "./StaffCard.css";
import { reportStaffError } from "./staffErrors";

const INVITE_ROLE_OPTIONS = [
  { value: "waiter", label: "Waiter" },
  { value: "chef", label: "Chef" },
  { value: "admin", label: "Restaurant Admin" },
] as const satisfies readonly { value: Role; label: string }[];

interface InviteLinkMakerProps {
  restaurantId: string;
  online: boolean;
  onCreated: () => Promise<void>;
}

/** Makes a single-use invitation link for the chosen role, shown once with a copy button. */
export function InviteLinkMaker({ restaurantId, online, onCreated }: InviteLinkMakerProps) {
  const [role, setRole] = useState<Role>("waiter");
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [copied, setCopied] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);
  // Like QR codes, the link uses PUBLIC_URL: a waiter opens it on their own phone, not on this device.
  const { origin } = usePublicOrigin();
  const link = created ? invitationLink(origin, created.token) : "";

  const create = async () => {
    setPending(true);
    try {
      setCreated(await createInvitation(restaurantId, role));
      setCopied(false);
      await onCreated();
    } catch (error) {
      reportStaffError("Could not create the invitation", error);
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, or permission refused): leave the link selected to copy by hand.
      linkField.current?.select();
    }
  };

  return (
    <div className={styles.section}>
      <h3 className={styles.subtitle}>Invite someone</h3>
      <div className={styles.fieldAndButton}>
        <SelectField label="Invite as" options={INVITE_ROLE_OPTIONS} value={role} onValueChange={setRole} disabled={!online} />
        <Button className={rows.action} disabled={!online || pending} onClick={() => void create()}>
          {pending ? "Creating link..." : "Create invite link"}
        </Button>
      </div>
      {created ? (
        <div className={styles.fieldAndButton}>
          <Field
            ref={linkField}
            label="Invite link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            hint={`For a ${roleLabel(created.role)}. Works once, until ${formatCustomerDate(created.expiresAt)}. Send it only to them.`}
          />
          <Button variant="secondary" className={rows.action} onClick={() => void copy()}>
            {copied ? "Copied" : "Copy link"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
