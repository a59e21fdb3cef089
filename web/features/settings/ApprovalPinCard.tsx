import { type FormEvent, useState } from "react";
import { pinInput } from "../../../shared/schemas/bills";
import { api } from "../../http/api";
import { serverMessageOf } from "../../http/client";
import { Button } from "../../ui/Button/Button";
import { Card } from "../../ui/Card/Card";
import { Field } from "../../ui/Field/Field";
import { toast } from "../../ui/Toast/toastStore";

/**
 * The signed-in admin's approval PIN (docs/api.md, Bill changes): what they type on a waiter's phone to
 * approve a discount above the threshold. Online only: the server keeps it hashed.
 */
export function ApprovalPinCard() {
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = pinInput.safeParse({ pin });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await api.put("/api/users/me/pin", parsed.data);
      setPin("");
      toast({ title: "PIN Saved", description: "Type it on a waiter's phone to approve a discount" });
    } catch (failure) {
      toast({
        title: "PIN Not Saved",
        description: serverMessageOf(failure) ?? "Saving a PIN needs the connection.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title="Your approval PIN" headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} aria-label="Your approval PIN">
        <Field
          label="New PIN"
          hint="4 to 6 digits. A waiter's discount above the threshold, or a complimentary item, asks for it"
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={pin}
          error={error}
          onChange={(event) => setPin(event.target.value)}
        />
        <Button type="submit" disabled={pending}>
          Save PIN
        </Button>
      </form>
    </Card>
  );
}
