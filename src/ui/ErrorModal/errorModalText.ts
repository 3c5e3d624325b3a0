/** The words of "It's us, not you" (spec document 2, Global error modal), shared by its fallback. */
export const ERROR_MODAL_TITLE = "It's us, not you";
export const ERROR_MODAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const ERROR_MODAL_RETRY = 'Try again';
/** Before the failed request's id: what a member quotes to support, who finds the failure in the log by it. */
export const ERROR_MODAL_REFERENCE = 'If you contact support, give them this reference:';
