import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy* waits up to 1 s by default; a screen on a busy 2-core machine (three test workers) can take longer to settle.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only cleans up by itself when vitest globals are on; they are not.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/*
 * jsdom lacks the pointer-capture and scrolling APIs Radix Select calls when it opens.
 * https://github.com/radix-ui/primitives/issues/1822
 */
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// The router's scroll restoration calls window.scrollTo, which jsdom only stubs with an error log.
window.scrollTo = () => {};

// jsdom has <dialog> but not its modal methods (https://github.com/jsdom/jsdom/issues/3294).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}
