// Writes kept on the device while offline and sent when the network returns, by the page or, with
// the page closed, by the service worker (Background Sync). A domain keeps its own outbox (its
// name is its IndexedDB database and its sync tag) and adds its labels to the entries.
export * from './outbox-store';
export * from './outbox';
export * from './background-sync';
export { forgetSenders } from './forget-senders';
