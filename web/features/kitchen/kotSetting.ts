import { deviceSwitch } from "../../lib/deviceSwitch";

const autoKot = deviceSwitch("rasoi:kitchen-auto-kot");

/** Whether this device prints a KOT for every new order by itself (docs/billing.md, Printing). */
export const autoKotWanted = autoKot.isOn;

export const setAutoKotWanted = autoKot.set;
