/**
 * An e-mail address cut where a line may break, as typesetters do: after "@" and before each dot
 * ("asha.rao@mail.example.in" → "asha", ".rao@", "mail", ".example", ".in"). Joined, the pieces are
 * the address again.
 */
export function emailPieces(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter((piece) => piece !== "");
}
