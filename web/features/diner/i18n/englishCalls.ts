/** The calls for service's words in English: they load with the call buttons, after the menu. */
export const ENGLISH_CALLS = {
  callWaiter: "Call Waiter",
  waiterCalled: "Waiter called",
  waiterOnTheWay: "On the way",
  askForBill: "Ask for Bill",
  billAsked: "Bill asked",
  billOnItsWay: "Your bill is on its way.",
  callSaved: "Saved on this phone; sent as soon as the connection returns.",
  callFailed: "The call could not be sent. Please try again.",
};
