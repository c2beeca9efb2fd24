/**
 * The live moments' steps of the product form, loaded together when one of them is opened (not with the
 * form): a broadcast's panel (with its chat card) and the chat card of a fake-live session or a meet.
 */
export { default as ChatCard } from '../chat/ChatCard';
export { BroadcastPanel } from './BroadcastPanel';
export { MeetPanel } from './MeetPanel';
