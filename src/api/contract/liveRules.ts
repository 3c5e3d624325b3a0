/*
 * The live stream (GET events): what it may tell, and how often it speaks. The member's shell follows it on
 * every page, so it is kept apart from the support rules it has no need of.
 */

/** Names of the events on GET events (server-sent events). */
export const liveEventNames = ['ticket', 'announcement', 'notice'] as const;
export type LiveEventName = (typeof liveEventNames)[number];
/** The stream sends a comment line this often, so proxies keep it open and the client notices a dead one. */
export const LIVE_HEARTBEAT_SECONDS = 15;
