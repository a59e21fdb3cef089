// What other features may use of printing (docs/decisions/076).
export { a4, offscreen, printTarget, roll, roll58, screenOnly } from "./Print.css";
export { type Paper, printRoll, usePageRule } from "./pageRule";
