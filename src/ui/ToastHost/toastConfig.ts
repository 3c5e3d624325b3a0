/** Spec document 1 §8 and §9: bottom-center, 5000 ms, one toast at a time. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 1;

/** The way in and out, part of the 5 s: the library starts its timer after the first and runs the second after. */
export const TOAST_ENTER_MS = 200;
export const TOAST_EXIT_MS = 200;

/** How long the toast waits between arriving and leaving, so that in all it is on screen for 5 s. */
export const TOAST_WAIT_MS = TOAST_AUTO_CLOSE_MS - TOAST_ENTER_MS - TOAST_EXIT_MS;
