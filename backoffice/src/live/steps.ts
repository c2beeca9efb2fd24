/**
 * The live moments' steps of the product form, loaded together when one of them is opened (not with the
 * form): a broadcast's panel (with its chat card), the chat card of a fake-live session or a meet, a meet's
 * room and every product's rehearsal room.
 */
export { default as ChatCard } from '../chat/ChatCard';
export { BroadcastPanel } from './BroadcastPanel';
export { MeetPanel } from './MeetPanel';
export { RehearsalPanel } from './RehearsalPanel';
