/** The door page's words in English; the other diner languages load from doorOtherWords.ts when picked (docs/diner-ordering.md, Languages). */
export const ENGLISH = {
  join: "Join the waitlist",
  name: "Your name",
  phone: "Phone number",
  partySize: "How many people?",
  joining: "Joining…",
  yourPlace: "You are number {n} in the queue",
  wait: "About {min}–{max} min",
  noTable: "The host will find you a table",
  ready: "Your table is ready! Please come to the host stand.",
  seated: "Enjoy your meal at table {table}",
  seatedNoTable: "Enjoy your meal",
  gone: "You are no longer in the queue",
  leave: "Leave the queue",
  joinAgain: "Join again",
  soundOn: "Turn on the sound for when your table is ready",
  offline: "No connection: trying again…",
  notFound: "This restaurant's waitlist was not found",
  language: "Language",
};
export type DoorWords = typeof ENGLISH;
