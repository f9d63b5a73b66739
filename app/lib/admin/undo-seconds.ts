/** How long "Undo" is offered on the Admin Panel after a meeting is deleted. */
export const UNDO_SECONDS = 10;
