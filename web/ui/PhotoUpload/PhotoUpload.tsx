import { type ChangeEvent, useId, useState } from "react";
import type { Photo } from "../../../shared/schemas/photo";
import { Button } from "../Button/Button";
import { toast } from "../Toast/toastStore";

interface PhotoUploadProps {
  /** What the photo is of, for its label and alt text ("Paneer Tikka", "Restaurant"). */
  label: string;
  /** `/api/menu-items/{id}/photo` or `/api/restaurants/{id}/photo`. */
  path: string;
  photo: Photo | null;
}

/** The largest photo the server takes (docs/api.md, Website and photos). */
const MAX_BYTES = 8 * 1024 * 1024;

/** Why an upload failed, in the server's words when it gave them. */
async function failureOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return `Upload failed (${response.status})`;
}

/**
 * A photo with Upload and Remove: sent at once (photos need the connection; they do not wait in the
 * outbox), previewed from the server's answer; the list refreshes when the change is published.
 */
export function PhotoUpload({ label, path, photo: initial }: PhotoUploadProps) {
  const inputId = useId();
  const [photo, setPhoto] = useState<Photo | null>(initial);
  const [busy, setBusy] = useState(false);

  const send = async (method: "POST" | "DELETE", body?: FormData) => {
    setBusy(true);
    try {
      const response = await fetch(path, { method, body, credentials: "same-origin" });
      if (!response.ok) throw new Error(await failureOf(response));
      const answer: { photo?: Photo | null } = await response.json();
      setPhoto(answer.photo ?? null);
      toast({ title: method === "POST" ? "Photo Saved" : "Photo Removed", description: label });
    } catch (error) {
      // fetch rejects with a TypeError only when no answer came: the device is offline.
      const description =
        error instanceof TypeError ? "Photos upload when this device is online" : error instanceof Error ? error.message : String(error);
      toast({ title: "Photo Failed", description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_BYTES) {
      toast({ title: "Photo Failed", description: `${file.name} is over 8 MB`, variant: "destructive" });
      return;
    }
    const form = new FormData();
    form.append("photo", file, file.name);
    void send("POST", form);
  };

  return (
    <div>
      {photo ? (
        <img
          src={photo.src}
          srcSet={photo.srcset}
          sizes="240px"
          width={240}
          height={Math.round((240 * photo.height) / photo.width)}
          alt={label}
        />
      ) : (
        <p>No photo yet.</p>
      )}
      <div>
        <label htmlFor={inputId}>{photo ? "Replace photo" : "Upload photo"} (JPEG, PNG, WebP or HEIC, up to 8 MB)</label>{" "}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif"
          disabled={busy}
          onChange={choose}
        />
        {photo ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void send("DELETE")}>
            Remove photo
          </Button>
        ) : null}
      </div>
    </div>
  );
}
