/** Spec document 1 §8 and §9: bottom-center, 5000 ms, one toast at a time. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 1;
