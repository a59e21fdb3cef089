import { style } from "@vanilla-extract/css";
import { autoGrid } from "../../theme/autoGrid";

export const row = style(autoGrid(200));
